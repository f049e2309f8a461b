//! The analysis worker's messages read from arbitrary bytes (`protocol::Request`, which the
//! worker reads from the page, and `protocol::Response`, which the page reads from the
//! worker): no panic and no unbounded allocation; a message that reads is written back to
//! the same bytes when read again (compared as bytes: a float may be NaN).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::protocol::{Request, Response};

fuzz_target!(|data: &[u8]| {
    if let Ok(request) = Request::from_bytes(data) {
        let bytes = request.to_bytes();
        let again = Request::from_bytes(&bytes).expect("a written request reads back");
        assert_eq!(again.to_bytes(), bytes);
    }
    if let Ok(response) = Response::from_bytes(data) {
        let bytes = response.to_bytes();
        let again = Response::from_bytes(&bytes).expect("a written response reads back");
        assert_eq!(again.to_bytes(), bytes);
    }
});
