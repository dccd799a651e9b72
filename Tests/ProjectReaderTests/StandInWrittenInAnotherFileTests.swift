import Diagnostics
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// A name no file read declares, written in one file's declaration but met while another file's
/// preview runs (a default argument of an initializer, another module's property wrapper on a
/// model's property): swiftc resolves it among the imports of the file it is written in and
/// reports it there, so its stand-in warning points at that file and names the module that file
/// imports, not "no file read declares it" at the preview.
@Suite struct StandInWrittenInAnotherFileTests {
    static func read(_ files: [(path: String, source: String)], remotePackages: [String: String]) -> [FileReading] {
        ModuleReader.read(files: files.map { .init(path: $0.path, bytes: Array($0.source.utf8)) },
                          assets: files.map { _ in ImageAssets(directory: nil) }, resourcePaths: [],
                          remotePackages: remotePackages).readings
    }

    /// A default argument is part of the function's declaration (The Swift Programming Language,
    /// "Functions": "Default Parameter Values" are written in the declaration): `.loop` of
    /// `mode: LoopMode = .loop` is typed in the file declaring `init`, which imports the package.
    @Test func aDefaultArgumentsStandInIsReportedInTheFileDeclaringIt() throws {
        let spinner = """
            import SwiftUI
            import Lottie

            struct Spinner: View {
                let name: String
                let mode: LottieLoopMode

                init(name: String, mode: LottieLoopMode = .loop) {
                    self.name = name
                    self.mode = mode
                }

                var body: some View { Text(name) }
            }

            """
        let loading = """
            import SwiftUI

            struct Loading: View {
                var body: some View { Spinner(name: "cat") }
            }

            #Preview { Loading() }

            """
        let readings = Self.read([("a/Loading.swift", loading), ("a/Spinner.swift", spinner)], remotePackages: ["Lottie": "lottie-spm"])
        let warnings = readings[0].diagnostics.filter { $0.text.contains("'LottieLoopMode'") }
        let warning = try #require(warnings.first, "\(readings[0].diagnostics.map(\.text))")
        #expect(warning.range.file.hasSuffix("Spinner.swift"))
        // Line 8 of Spinner.swift holds `init(name:mode:)` and its default `.loop`.
        #expect(warning.range.start.line == 8)
        #expect(warning.text.contains("(it may come from 'Lottie' (remote package lottie-spm), a module LayoutLens did not read)"), "\(warning.text)")
    }

    /// Another module's property wrapper (`@DocumentID var id: String?` of Firebase) is an
    /// attribute of the model's property, written in the model's file: its stand-in is that
    /// file's, though the preview of another file makes the model.
    @Test func aForeignWrappersStandInIsReportedInTheModelsFile() throws {
        let workout = """
            import Foundation
            import FirebaseFirestore

            struct Workout: Identifiable, Codable {
                @DocumentID var id: String?
                var title: String
            }

            """
        let row = """
            import SwiftUI

            struct WorkoutRow: View {
                let workout: Workout
                var body: some View { Text(workout.title) }
            }

            #Preview { WorkoutRow(workout: Workout(title: "Legs")) }

            """
        let readings = Self.read([("a/WorkoutRow.swift", row), ("a/Workout.swift", workout)],
                                 remotePackages: ["FirebaseFirestore": "firebase-ios-sdk"])
        let warning = try #require(readings[0].diagnostics.first { $0.text.contains("'DocumentID'") }, "\(readings[0].diagnostics.map(\.text))")
        #expect(warning.range.file.hasSuffix("Workout.swift"))
        // Line 5 of Workout.swift holds `@DocumentID var id: String?`.
        #expect(warning.range.start.line == 5)
        #expect(warning.text.contains("'FirebaseFirestore' (remote package firebase-ios-sdk)"), "\(warning.text)")
        // The row still lays out its title.
        #expect(readings[0].scenarios.count == 1)
    }
}
