// libFuzzer target: template source → parser → render with a small nested value.
import Templating

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let set = try? TemplateSet(sources: [("page", "page.html", source), ("item", "item.html", "<li>{{name}}</li>")]) else {
        return 0
    }
    let item: TemplateValue = ["name": "<b>&amp;", "flag": true, "items": ["a", "b"]]
    let value: TemplateValue = ["title": "t", "items": [item, item], "empty": [], "flag": false, "item": item]
    _ = try? set.render("page", value)
    return 0
}
