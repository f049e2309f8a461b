//! Design lints (in progress).
