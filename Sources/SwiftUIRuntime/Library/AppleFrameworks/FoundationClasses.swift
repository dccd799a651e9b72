import FileAccess
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftInterpreter

/// Small Foundation classes models use: `NSCache` (Apple docs: `object(forKey:)`,
/// `setObject(_:forKey:)`, `removeObject(forKey:)`, `removeAllObjects()`; a preview never runs low
/// on memory, so nothing is evicted), `NSString` (`init(string:)`, `length` in UTF-16 code units),
/// and `NSError` (`init(domain:code:userInfo:)`; `localizedDescription` is the user info's
/// `NSLocalizedDescriptionKey` entry, else "The operation couldn’t be completed. (domain error
/// code.)", the form Foundation prints).
///
/// Each class is a group of its own in `appleLibrary`, waiting for the program to name it; the
/// globals (`NSLocalizedDescriptionKey`, `NSNotFound`) and what they add to a type that is always
/// there (`Range(_:in:)`, `String`'s regular-expression search) are registered at once
/// (docs/performance.md, issue 37).
extension SwiftUIRuntime {
    /// Foundation's globals the classes' members use, and `Range(_:in:)` of an `NSRange`:
    /// registered before the file loads, since a global or a member of `Range` has no type name
    /// of its own to wait for.
    func registerFoundationGlobals() {
        interpreter.globals.declare("NSLocalizedDescriptionKey", .string("NSLocalizedDescription"), isLet: true)
        interpreter.globals.declare("NSNotFound", .int(Self.notFound), isLet: true)
        // The domain of URL loading's errors (Apple docs, `NSURLErrorDomain`: "URL loading system
        // errors"; its value is its name, as `NSError.domain` shows it).
        interpreter.globals.declare("NSURLErrorDomain", .string("NSURLErrorDomain"), isLet: true)
        // The file-name attribute a metadata query's predicate names (Apple docs,
        // `NSMetadataItemFSNameKey`: "The file name of the item"; Spotlight's `kMDItemFSName`).
        interpreter.globals.declare("NSMetadataItemFSNameKey", .string("kMDItemFSName"), isLet: true)
        registerNSRangeToRange()
    }

    /// `Data` and joining it (`DataConcatenation`), together: the second adds to the first.
    func registerDataWithConcatenation() {
        registerData()
        registerDataConcatenation()
    }

    /// `RunLoop.main`, `RunLoop.current`: the schedulers Combine's operators are given. A group
    /// of its own (`appleLibrary`), so that it and `Timer`, which adds `RunLoop.add(_:forMode:)`,
    /// wait for the program to name them.
    func registerRunLoop() {
        if let runLoop = registerAppleType("RunLoop") {
            for name in ["main", "current"] { runLoop.staticValues[name] = interpreter.nativeValue("RunLoop", name) }
        }
    }

    /// `Data()` and `Data(bytes)` (an array of bytes): `count`, `isEmpty`. `Data(contentsOf:)`
    /// of a URL the app's bundle gave holds that file's bytes (`FileBytes`, `BundleFileData`); data
    /// from anywhere else (another file, the network) never is (a stand-in).
    private func registerData() {
        guard let data = registerAppleType("Data") else { return }
        data.conformances = ["Hashable", "Equatable"]
        initializer("Data") { `self`, arguments in
            if let url = arguments["contentsOf"] { return try self.bundleFileData(url, call: "Data(contentsOf:)") }
            var bytes: [Value] = []
            if case let .array(given)? = arguments.unlabelled.first { bytes = given }
            return self.interpreter.nativeValue("Data", bytes)
        }
        data.computedProperties["count"] = ComputedProperty(getter: .native("count") { _, selfValue, _ in
            .int(selfValue.nativePayload(FileBytes.self)?.bytes.count ?? selfValue.nativePayload([Value].self)?.count ?? 0)
        })
        data.computedProperties["isEmpty"] = ComputedProperty(getter: .native("isEmpty") { _, selfValue, _ in
            .bool((selfValue.nativePayload(FileBytes.self)?.bytes.count ?? selfValue.nativePayload([Value].self)?.count ?? 0) == 0)
        })
    }

    func registerNSCache() {
        guard let cache = registerAppleType("NSCache") else { return }
        typealias Entries = ReferencePayload<OrderedDictionary>
        initializer("NSCache") { `self`, _ in self.interpreter.nativeValue("NSCache", Entries(OrderedDictionary())) }
        cache.addMethod("object", .native("object") { _, selfValue, arguments in
            guard let entries = selfValue.nativePayload(Entries.self), let key = arguments.first?.value else { return .nil }
            return .optional(entries.state[key])
        })
        cache.addMethod("setObject", .native("setObject") { _, selfValue, arguments in
            guard let entries = selfValue.nativePayload(Entries.self),
                  let key = arguments.first(where: { $0.label == "forKey" })?.value, let object = arguments.first?.value else { return .void }
            entries.state[key] = object
            return .void
        })
        cache.addMethod("removeObject", .native("removeObject") { _, selfValue, arguments in
            guard let entries = selfValue.nativePayload(Entries.self), let key = arguments.first?.value else { return .void }
            entries.state[key] = nil
            return .void
        })
        cache.addMethod("removeAllObjects", .native("removeAllObjects") { _, selfValue, _ in
            selfValue.nativePayload(Entries.self)?.state = OrderedDictionary()
            return .void
        })
        for name in ["countLimit", "totalCostLimit"] {
            cache.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .int(0) },
                                                              setter: .native(name) { _, _, _ in .void })
        }
    }

    func registerNSString() {
        // `(text as NSString).size(withAttributes:)`: NSString's API mirrors Foundation's on
        // `String`, so a member `NSString` does not register is the library `String`'s of the
        // bridged text; never the program's own `extension String` member, which `NSString` does
        // not have (`StringBridging`).
        var descriptor = NativeTypeDescriptor(describe: { $0.nativePayload(String.self) ?? "" })
        descriptor.member = { interpreter, value, name in
            guard let text = value.nativePayload(String.self) else { return nil }
            let swiftString = Value.string(text)
            if interpreter.programDeclaresMember(name, on: interpreter.typeInfo(of: swiftString)) { return nil }
            return try interpreter.member(of: swiftString, named: name)
        }
        // `nsString as String` (or where a `String` is declared): the bridged text.
        descriptor.coerce = { _, value, hint in
            guard hint == .named("String"), let text = value.nativePayload(String.self) else { return nil }
            return .string(text)
        }
        guard let string = registerAppleType("NSString", descriptor: descriptor) else { return }
        string.conformances = ["Hashable", "Equatable"]
        initializer("NSString") { `self`, arguments in
            let text = try (arguments["string"] ?? arguments.unlabelled.first).map { try self.string($0, "string") } ?? ""
            return self.interpreter.nativeValue("NSString", text)
        }
        string.computedProperties["length"] = ComputedProperty(getter: .native("length") { _, selfValue, _ in
            .int(selfValue.nativePayload(String.self)?.utf16.count ?? 0)
        })
        string.computedProperties["description"] = ComputedProperty(getter: .native("description") { _, selfValue, _ in
            .string(selfValue.nativePayload(String.self) ?? "")
        })
        // Path members: Foundation's own rules on the path text (Apple, "NSString": "Working with
        // Paths"), the same on every platform for these four (`PathText`).
        let paths: [(String, (String) -> String)] = [("lastPathComponent", PathText.lastComponent), ("pathExtension", PathText.pathExtension),
                                                               ("deletingLastPathComponent", PathText.deletingLastComponent),
                                                               ("deletingPathExtension", PathText.deletingPathExtension)]
        for (name, read) in paths {
            string.computedProperties[name] = ComputedProperty(getter: .native(name) { _, selfValue, _ in
                .string(read(selfValue.nativePayload(String.self) ?? ""))
            })
        }
    }

    func registerNSError() {
        var descriptor = NativeTypeDescriptor()
        // `error as NSError`: a Swift error bridges to an `NSError` (SE-0112), `ErrorDescriptions`.
        descriptor.bridgeFrom = { [unowned self] interpreter, value in
            guard interpreter.conformances(of: interpreter.typeInfo(of: value)).contains("Error") else { return nil }
            return try self.bridgedNSError(value)
        }
        guard let error = registerAppleType("NSError", descriptor: descriptor) else { return }
        error.conformances = ["Error"]
        typealias ErrorFields = NSErrorFields
        initializer("NSError") { `self`, arguments in
            let domain = try arguments["domain"].map { try self.string($0, "domain") } ?? ""
            var code = 0
            if case let .int(given)? = arguments["code"] { code = given }
            var userInfo = OrderedDictionary()
            if case let .dictionary(given)? = arguments["userInfo"] { userInfo = given }
            return self.interpreter.nativeValue("NSError", ErrorFields(domain: domain, code: code, userInfo: userInfo))
        }
        error.computedProperties["domain"] = ComputedProperty(getter: .native("domain") { _, selfValue, _ in
            .string(selfValue.nativePayload(ErrorFields.self)?.domain ?? "")
        })
        error.computedProperties["code"] = ComputedProperty(getter: .native("code") { _, selfValue, _ in
            .int(selfValue.nativePayload(ErrorFields.self)?.code ?? 0)
        })
        error.computedProperties["userInfo"] = ComputedProperty(getter: .native("userInfo") { _, selfValue, _ in
            .dictionary(selfValue.nativePayload(ErrorFields.self)?.userInfo ?? OrderedDictionary())
        })
        error.computedProperties["localizedDescription"] = ComputedProperty(getter: .native("localizedDescription") { _, selfValue, _ in
            guard let fields = selfValue.nativePayload(ErrorFields.self) else { return .string("") }
            if case let .string(text)? = fields.userInfo[.string("NSLocalizedDescription")] { return .string(text) }
            return .string("The operation couldn’t be completed. (\(fields.domain) error \(fields.code).)")
        })
    }
}

/// An `NSError`'s domain, code and user info.
struct NSErrorFields {
    var domain: String
    var code: Int
    var userInfo: OrderedDictionary
}
