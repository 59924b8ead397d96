//! Agents that play the `wargames` games well, and balance studies.
//!
//! Every agent here builds only on the [`Game`](wargames_core::Game) trait
//! and what a game exposes to a seat through its
//! [`Observation`](wargames_core::Observation): its view, and full states
//! it cannot tell from the real one
//! ([`Observation::sample_state`](wargames_core::Observation::sample_state)).
//! A bot therefore cannot read what its seat may not see.

pub mod study;
