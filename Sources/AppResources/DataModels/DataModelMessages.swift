import Diagnostics

/// The messages the Core Data model reader emits (ids listed in docs/diagnostics.md).
extension DiagnosticMessage {
    public static func malformedDataModel(_ detail: String) -> Self {
        error("malformedDataModel", "malformed Core Data model: \(detail); its entities are not read")
    }
    public static func unknownDataModelAttributeType(_ type: String, attribute: String) -> Self {
        warning("unknownDataModelAttributeType",
                "attribute '\(attribute)' has type '\(type)', which is not a Core Data attribute type LayoutLens knows; the attribute is left out")
    }
    public static func dataModelInheritanceCycle(_ entity: String) -> Self {
        error("dataModelInheritanceCycle",
              "entity '\(entity)' inherits from itself through its parent entities; Xcode refuses such a model, and LayoutLens reads the entity without a parent")
    }
    public static func dataModelVersionMissing(_ version: String, used: String) -> Self {
        warning("dataModelVersionMissing",
                "the current model version '\(version)' named in .xccurrentversion is not in the bundle; '\(used)' is read instead")
    }
}
