//! The pinned derivation of every seed in a study from the study's seed.

use wargames_core::{Seat, Seed};

/// SplitMix64's finaliser: a bijection on `u64` that spreads every input bit
/// over the whole output.
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The stream of one game of a study: `0` for chance, `1 + seat` for the
/// agent in that seat.
const fn derive(study: u64, game: u64, stream: u64) -> u64 {
    mix(mix(mix(study) ^ game) ^ stream)
}

/// The seed of chance in game `game` of the study seeded `study`.
///
/// The derivation is pinned: it is part of what a study's results mean,
/// so it never changes without a new summary format.
///
/// ```
/// use wargames_agents::study::game_seed;
///
/// assert_eq!(game_seed(1, 0), game_seed(1, 0));
/// assert_ne!(game_seed(1, 0), game_seed(1, 1));
/// assert_ne!(game_seed(1, 0), game_seed(2, 0));
/// ```
#[must_use]
pub const fn game_seed(study: u64, game: u64) -> Seed {
    Seed::from_u64(derive(study, game, 0))
}

/// The seed of the agent in `seat` in game `game` of the study seeded `study`.
#[must_use]
pub const fn agent_seed(study: u64, game: u64, seat: Seat) -> Seed {
    Seed::from_u64(derive(study, game, 1 + seat.0 as u64))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The derivation is pinned: these values are part of every published
    /// study and must never change.
    #[test]
    fn the_seed_derivation_is_pinned() {
        assert_eq!(derive(0, 0, 0), 2558736989570252433);
        assert_eq!(derive(1, 2, 3), 15020427595393229491);
        assert_eq!(derive(1, 3, 2), 10321919645218037433);
    }
}
