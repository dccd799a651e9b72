/// The header shared by 'GSUB' and 'GPOS' (OpenType, "OpenType Layout common table formats"):
/// the lookups a feature uses, and the lookup list to read them from.
struct FeatureLookups {
    /// LookupList indices of the feature's lookups (`GlyphPositioningKerning.featureLookupIndices`).
    var indices: [Int]
    var lookupList: FontDataReader
    /// How many lookups the list holds; an index at or past it names none.
    var lookupCount: Int

    init(_ reader: FontDataReader, table: String, feature: String) throws {
        let major = try reader.uint16(0)
        guard major == 1 else { throw reader.error(at: 0, "unknown \(table) major version \(major)") }
        let scriptList = try reader.subReader(at: Int(try reader.uint16(4)))
        let featureList = try reader.subReader(at: Int(try reader.uint16(6)))
        lookupList = try reader.subReader(at: Int(try reader.uint16(8)))
        indices = try GlyphPositioningKerning.featureLookupIndices(feature, scriptList: scriptList, featureList: featureList)
        lookupCount = Int(try lookupList.uint16(0))
        try lookupList.requireArray(2, count: lookupCount, size: 2)
    }
}
