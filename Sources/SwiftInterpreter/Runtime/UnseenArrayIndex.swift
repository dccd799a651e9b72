/// `titles[controls.trackIndex]` where the index is another file's value LayoutLens cannot know:
/// Swift's `Array` subscript gives the element at that position, which must be one of the
/// array's elements (an index outside `0..<count` traps: "Fatal error: Index out of range",
/// `SwiftTrap.indexOutOfRange`). The first element is taken, said with an `assumedValue` warning
/// naming the index; an empty array traps whatever the index is. Before, such an index fell
/// through to the attribute-run subscript arrays carry for `AttributedString.runs` and stopped
/// the module ("the runs of an attributed string are subscripted by attribute key paths").
extension Interpreter {
    func element(of elements: [Value], atUnseenIndex index: Value) throws -> Value {
        guard let first = elements.first else { throw error(.trapIndexOutOfRange()) }
        assumedForUnseen?(index, "index 0, the array's first element")
        return first
    }
}
