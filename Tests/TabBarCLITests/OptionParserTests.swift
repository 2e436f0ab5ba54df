import TabBarCLI
import TabBarKit
import TabBarRendering
import Testing

struct OptionParserTests {
    @Test func noArguments_givesTheDefaults() throws {
        #expect(try OptionParser.parse([]) == CommandLineOptions())
    }

    @Test func everyFlag_isRead() throws {
        let options = try OptionParser.parse([
            "--renderer=json", "--manifest", "tabs.json", "--script", "tap search", "--tap-policy", "drop",
            "--width", "320.5", "--landscape", "--rtl", "--theme", "dark", "--max-visible", "4", "--color",
            "never", "--realtime",
        ])
        var expected = CommandLineOptions()
        expected.renderer = "json"
        expected.manifestPath = "tabs.json"
        expected.script = .text("tap search")
        expected.tapPolicy = .drop
        expected.width = 320.5
        expected.orientation = .landscape
        expected.direction = .rtl
        expected.theme = .dark
        expected.maxVisible = 4
        expected.color = .never
        expected.isRealtime = true
        #expect(options == expected)
    }

    @Test func tapPolicyInterruptAndReduceMotion_areRead() throws {
        var expected = CommandLineOptions()
        expected.tapPolicy = .interrupt
        expected.reduceMotion = true
        #expect(try OptionParser.parse(["--tap-policy", "interrupt", "--reduce-motion"]) == expected)
        #expect(try OptionParser.parse(["--tap-policy=interrupt", "--reduce-motion"]) == expected)
    }

    @Test func reduceMotion_overridesTheManifestOnlyWhenGiven() throws {
        let tabs = [Tab(id: "a", title: "A", icon: "a")]
        let on = TabBarConfiguration(tabs: tabs, tapPolicy: .interrupt, reduceMotion: true)
        #expect(try OptionParser.parse([]).applied(to: on) == on)
        let off = TabBarConfiguration(tabs: tabs)
        #expect(try OptionParser.parse(["--reduce-motion"]).applied(to: off).reduceMotion)
    }

    @Test func reduceMotion_takesNoValue_andOnlyOnce() {
        #expect(
            throws: UsageError.invalidValue(option: "--reduce-motion", value: "yes", expected: "no value")
        ) {
            try OptionParser.parse(["--reduce-motion=yes"])
        }
        #expect(throws: UsageError.repeated("--reduce-motion")) {
            try OptionParser.parse(["--reduce-motion", "--reduce-motion"])
        }
    }

    @Test func scriptFileDash_meansStandardInput() throws {
        #expect(try OptionParser.parse(["--script-file", "-"]).script == .file("-"))
    }

    @Test func helpVersionAndList_areActions() throws {
        #expect(try OptionParser.parse(["--help"]).action == .help)
        #expect(try OptionParser.parse(["-h"]).action == .help)
        #expect(try OptionParser.parse(["--version"]).action == .version)
        #expect(try OptionParser.parse(["--list-renderers"]).action == .listRenderers)
    }

    @Test func typo_suggestsTheClosestOption() {
        #expect(throws: UsageError.unknownOption("--rendrer", suggestion: "--renderer")) {
            try OptionParser.parse(["--rendrer", "json"])
        }
    }

    @Test func pairs_cannotBeCombined() {
        #expect(throws: UsageError.conflict("--portrait", "--landscape")) {
            try OptionParser.parse(["--portrait", "--landscape"])
        }
        #expect(throws: UsageError.conflict("--script-file", "--script")) {
            try OptionParser.parse(["--script-file", "x", "--script", "tap a"])
        }
    }

    @Test func badChoice_listsTheChoicesAndSuggests() {
        #expect(
            throws: UsageError.invalidChoice(
                option: "--color", value: "allways", choices: ["auto", "always", "never"],
                suggestion: "always")
        ) {
            try OptionParser.parse(["--color", "allways"])
        }
    }

    @Test func colorChoice_autoFollowsTheTerminalAndNoColor() {
        #expect(ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: [:]))
        // no-color.org: present and not empty turns colour off; `NO_COLOR=` leaves it on.
        #expect(ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": "0"]))
        #expect(!ColorChoice.auto.isEnabled(outputIsTerminal: false, environment: [:]))
        #expect(ColorChoice.always.isEnabled(outputIsTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.isEnabled(outputIsTerminal: true, environment: [:]))
    }

    @Test func flags_overrideTheManifest() {
        var options = CommandLineOptions()
        options.width = 500
        options.direction = .rtl
        options.maxVisible = 3
        let manifest = TabBarConfiguration(
            tabs: [Tab(id: "a", title: "A", icon: "a")], maxVisible: 5,
            layout: TabBarLayout(width: 390, orientation: .landscape))
        let configuration = options.applied(to: manifest)
        #expect(configuration.layout == TabBarLayout(width: 500, orientation: .landscape, direction: .rtl))
        #expect(configuration.maxVisible == 3)
    }

    @Test func hostileArguments_areQuotedEscaped() {
        #expect(
            UsageError.unexpectedArgument("a\u{1B}]0;x\u{7}").description.hasPrefix(
                "unexpected argument 'a\\u{1B}]0;x\\u{7}';"))
        #expect(
            UsageError.unknownRenderer("t\u{202E}xt", suggestion: nil, available: ["json"]).description
                == "unknown renderer 't\\u{202E}xt' (available: json)")
        #expect(
            RendererRegistryError.unknownName("t\u{1B}[2J", suggestion: nil, available: []).description
                == "unknown renderer 't\\u{1B}[2J' (available: )")
    }
}
