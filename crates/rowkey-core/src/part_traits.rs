//! Part traits (in progress).
