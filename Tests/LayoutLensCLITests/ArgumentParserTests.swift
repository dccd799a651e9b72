import Testing
@testable import ArgumentParsing

/// The parser against a small command tree. Conventions follow POSIX/GNU getopt_long and
/// swift-argument-parser: `--x=y` and `--x y`, `--` ends options, `-h`/`--help` anywhere wins.
struct ArgumentParserTests {
    static let render = CommandSpec(
        name: "render", abstract: "Draw scenarios.",
        arguments: [
            .positional("inputs", help: "Files.", repeating: true, required: false),
            .option("out", valueName: "dir", help: "Output folder.", required: true),
            .option("measure", valueName: "mode", .choice(["all", "marked", "none"]), help: "Labels.", default: "marked"),
            .option("scale", valueName: "n", .positiveNumber, help: "Scale.", default: "3"),
            .option("font", valueName: "path", help: "Fonts.", repeating: true),
            .option("jobs", short: "j", valueName: "count", .integer, help: "Jobs."),
            .flag("proposals", short: "p", help: "Proposals."),
            .flag("verbose", short: "v", help: "Talk."),
        ],
        examples: [.init("tool render Fixtures --out site", "Render the fixtures.")])
    static let root = CommandSpec(name: "tool", abstract: "A tool.", subcommands: [render, CommandSpec(name: "check", abstract: "Check.")],
                                  version: "tool 1.0")
    let parser = CommandLineParser(root: root)

    func run(_ arguments: [String]) -> ParsedArguments? {
        if case .run(let parsed) = parser.parse(arguments) { return parsed }
        return nil
    }

    func error(_ arguments: [String]) -> String? {
        parser.parse(arguments).report.flatMap { $0.toStandardError ? $0.text : nil }
    }

    @Test func optionsWithEqualsOrSeparateValues() throws {
        let parsed = try #require(run(["render", "a.swift", "--out=site", "--measure", "all", "b"]))
        #expect(parsed.commandPath == ["tool", "render"])
        #expect(parsed.strings("inputs") == ["a.swift", "b"])
        #expect(parsed.string("out") == "site")
        #expect(parsed.string("measure") == "all")
    }

    @Test func defaultsFillAbsentOptions() throws {
        let parsed = try #require(run(["render", "--out", "o"]))
        #expect(parsed.string("measure") == "marked")
        #expect(parsed.number("scale") == 3)
        #expect(parsed.flag("proposals") == false)
        #expect(parsed.strings("inputs") == [])
    }

    @Test func repeatedOptionsKeepEveryValueInOrder() throws {
        let parsed = try #require(run(["render", "--out", "o", "--font", "a.otf", "--font=b.otf"]))
        #expect(parsed.strings("font") == ["a.otf", "b.otf"])
    }

    @Test func shortFlagsGroupAndShortOptionsTakeTheNextWord() throws {
        let parsed = try #require(run(["render", "-pv", "-j", "4", "--out", "o"]))
        #expect(parsed.flag("proposals") && parsed.flag("verbose"))
        #expect(parsed.integer("jobs") == 4)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try #require(run(["render", "--out", "o", "--", "--weird-file.swift", "-p"]))
        #expect(parsed.strings("inputs") == ["--weird-file.swift", "-p"])
        #expect(parsed.flag("proposals") == false)
    }

    @Test func negativeNumbersAreValuesNotOptions() {
        #expect(error(["render", "--out", "o", "--scale", "-1"]) ==
                "error: invalid value '-1' for '--scale': expected a number greater than 0\nSee 'tool render --help'.\n")
    }

    @Test func unknownOptionSuggestsTheClosestByEditDistance() {
        // "mesure" → "measure" is one insertion.
        #expect(error(["render", "--mesure", "all"]) ==
                "error: unknown option '--mesure'\nDid you mean '--measure'?\nSee 'tool render --help'.\n")
        // Nothing close: no suggestion.
        #expect(error(["render", "--zzzzzz"]) == "error: unknown option '--zzzzzz'\nSee 'tool render --help'.\n")
    }

    @Test func unknownCommandSuggestsTheClosest() {
        #expect(error(["rendr"]) == "error: unknown command 'rendr'\nDid you mean 'render'?\nSee 'tool --help'.\n")
    }

    @Test func valueProblems() {
        #expect(error(["render", "--out"]) == "error: missing value for '--out <dir>'\nSee 'tool render --help'.\n")
        #expect(error(["render", "--out", "o", "--measure", "some"]) ==
                "error: invalid value 'some' for '--measure': expected one of all, marked, none\nSee 'tool render --help'.\n")
        #expect(error(["render", "--out", "o", "-j", "x"]) ==
                "error: invalid value 'x' for '-j': expected a whole number\nSee 'tool render --help'.\n")
        #expect(error(["render", "--out", "o", "--scale", "0x10"]) ==
                "error: invalid value '0x10' for '--scale': expected a number\nSee 'tool render --help'.\n")
        #expect(error(["render", "--out", "o", "--proposals=yes"]) ==
                "error: flag '--proposals' does not take a value\nSee 'tool render --help'.\n")
        #expect(error(["render", "--out", "a", "--out", "b"]) ==
                "error: option '--out' given more than once\nSee 'tool render --help'.\n")
        #expect(error(["render"]) == "error: missing option '--out'\nSee 'tool render --help'.\n")
        let required = CommandLineParser(root: CommandSpec(name: "x", abstract: "", arguments: [.positional("file", help: "")]))
        #expect(required.parse([]).report?.text == "error: missing argument '<file>'\nSee 'x --help'.\n")
        #expect(required.parse(["a", "b"]).report?.text == "error: unexpected argument 'b'\nSee 'x --help'.\n")
        #expect(error([]) == "error: missing command\nSee 'tool --help'.\n")
    }

    @Test func usageErrorsExitWithStatus2AndHelpWith0() {
        #expect(parser.parse(["render", "--bad"]).report?.status == 2)
        let help = parser.parse(["render", "--out", "o", "--bad", "--help"]).report
        #expect(help?.status == 0 && help?.toStandardError == false)
        #expect(parser.parse(["help", "render"]) == parser.parse(["render", "-h"]))
        #expect(parser.parse(["--version"]) == .version("tool 1.0\n"))
    }

    @Test func generatedHelp() {
        guard case .help(let text) = parser.parse(["render", "--help"]) else {
            Issue.record("no help")
            return
        }
        #expect(text == """
        OVERVIEW: Draw scenarios.

        USAGE: tool render [<inputs> ...] --out <dir> [--measure <mode>] [--scale <n>]
                           [--font <path> ...] [--jobs <count>] [--proposals]
                           [--verbose]

        ARGUMENTS:
          <inputs> ...            Files.

        OPTIONS:
          --out <dir>             Output folder. (required)
          --measure <mode>        Labels. (values: all, marked, none) (default: marked)
          --scale <n>             Scale. (default: 3)
          --font <path> ...       Fonts.
          -j, --jobs <count>      Jobs.
          -p, --proposals         Proposals.
          -v, --verbose           Talk.
          -h, --help              Show help information.

        EXAMPLES:
          tool render Fixtures --out site
              Render the fixtures.

        """)
    }

    @Test func helpLinesFitIn80Columns() {
        guard case .help(let text) = CommandLineParser(root: Self.root).parse(["--help"]) else {
            Issue.record("--help did not produce help")
            return
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(text.contains("SUBCOMMANDS:\n  render                  Draw scenarios.\n  check                   Check."))
    }

    @Test func wrappingBreaksAtSpaces() {
        #expect(TextWrapping.wrap("aaa bbb ccc", width: 7) == ["aaa bbb", "ccc"])
        #expect(TextWrapping.wrap("averyveryverylongword x", width: 5) == ["averyveryverylongword", "x"])
    }

    @Test func editDistance() {
        // Classic textbook pair: kitten → sitting needs 3 edits (2 substitutions, 1 insertion).
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.closest(to: "--ot", in: ["--out", "--font"]) == "--out")
    }

    @Test func hiddenOptionIsParsedButNeitherShownNorSuggested() throws {
        let spec = CommandSpec(name: "render", abstract: "Draw.", arguments: [
            .option("labels", valueName: "policy", .choice(["all", "none"]), help: "Labels.", default: "all"),
            ArgumentSpec.option("measure", valueName: "mode", .choice(["all", "none"]), help: "Old spelling.").hidden(),
        ])
        let parser = CommandLineParser(root: CommandSpec(name: "tool", abstract: "A tool.", subcommands: [spec]))
        guard case .run(let parsed) = parser.parse(["render", "--measure", "none"]) else {
            Issue.record("a hidden option is still parsed")
            return
        }
        #expect(parsed.string("measure") == "none")
        #expect(parsed.isTyped("measure"))
        // `labels` has its default value but was not typed.
        #expect(parsed.string("labels") == "all" && !parsed.isTyped("labels"))
        guard case .help(let help) = parser.parse(["render", "--help"]) else {
            Issue.record("no help")
            return
        }
        #expect(help.contains("--labels <policy>"))
        #expect(!help.contains("measure"))
        #expect(parser.parse(["render", "--measur"]).report?.text == "error: unknown option '--measur'\nSee 'tool render --help'.\n")
    }
}
