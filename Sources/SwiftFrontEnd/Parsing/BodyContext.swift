/// What kind of body the parser is in, for the rules swiftc's parser ties to its declaration
/// context: anonymous closure arguments (`$0`) belong to a closure's body, and `yield` is a
/// statement only in the body of a `_read` or `_modify` coroutine accessor. A nested function,
/// accessor, type, default value or closure starts a new context.
enum BodyContext: Equatable {
    /// A function, initializer, accessor, type member, default value or the file's top level.
    case declaration
    /// A closure's statements.
    case closure
    /// The body of a `_read`/`_modify` accessor.
    case coroutineAccessor
}
