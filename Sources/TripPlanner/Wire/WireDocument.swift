/// The whole file: `{"connections": [...]}` upstream, or a bare array (one solution's test
/// fixture drops the wrapper), read entry by entry (`readEntries`). Anything else is a
/// decoding error naming the shape found.
enum WireDocument {}
