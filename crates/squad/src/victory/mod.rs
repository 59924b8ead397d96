//! Victory and defeat (R-V1..R-V4): when the mission ends and how.

pub(crate) mod end;
