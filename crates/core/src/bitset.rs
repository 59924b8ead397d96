//! The set algebra shared by the 64-bit set types ([`CardSet`](crate::CardSet),
//! [`AreaSet`](crate::AreaSet)).

/// Implements `|`, `|=`, `&`, `&=`, `-` and `-=` for a newtype over a `u64` mask.
macro_rules! bitset_ops {
    ($set:ident) => {
        impl ::std::ops::BitOr for $set {
            type Output = $set;
            fn bitor(self, rhs: $set) -> $set {
                $set(self.0 | rhs.0)
            }
        }

        impl ::std::ops::BitOrAssign for $set {
            fn bitor_assign(&mut self, rhs: $set) {
                self.0 |= rhs.0;
            }
        }

        impl ::std::ops::BitAnd for $set {
            type Output = $set;
            fn bitand(self, rhs: $set) -> $set {
                $set(self.0 & rhs.0)
            }
        }

        impl ::std::ops::BitAndAssign for $set {
            fn bitand_assign(&mut self, rhs: $set) {
                self.0 &= rhs.0;
            }
        }

        impl ::std::ops::Sub for $set {
            type Output = $set;
            fn sub(self, rhs: $set) -> $set {
                $set(self.0 & !rhs.0)
            }
        }

        impl ::std::ops::SubAssign for $set {
            fn sub_assign(&mut self, rhs: $set) {
                self.0 &= !rhs.0;
            }
        }
    };
}

pub(crate) use bitset_ops;
