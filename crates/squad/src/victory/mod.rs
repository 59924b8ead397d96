//! Victory and defeat (R-V1..R-V4).

pub(crate) mod end;
pub(crate) mod outcome;
