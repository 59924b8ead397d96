//! A counting allocator, to prove that a playout step allocates nothing.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

/// The system allocator, counting allocations per thread.
///
/// Install it in a test binary and compare
/// [`allocations_on_this_thread`] before and after the code under test;
/// counting per thread keeps other tests running in parallel out of the
/// count.
///
/// ```ignore
/// use wargames_core::testing::{CountingAllocator, allocations_on_this_thread};
///
/// #[global_allocator]
/// static ALLOCATOR: CountingAllocator = CountingAllocator;
///
/// let before = allocations_on_this_thread();
/// run_playouts();
/// assert_eq!(allocations_on_this_thread(), before);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct CountingAllocator;

fn count() {
    // `try_with`: the thread-local may already be gone while a thread exits.
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

#[allow(unsafe_code)]
// SAFETY: every method forwards to the system allocator with the caller's
// arguments unchanged; counting touches only a const-initialised
// thread-local `Cell`, which never allocates.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: forwarded as received.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: forwarded as received.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: forwarded as received.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded as received.
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// How many allocations (and reallocations) this thread has made through a
/// [`CountingAllocator`] installed as the global allocator.
#[must_use]
pub fn allocations_on_this_thread() -> u64 {
    ALLOCATIONS.try_with(Cell::get).unwrap_or(0)
}
