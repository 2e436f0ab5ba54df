import TabBarKit
import TabBarScript
import Testing

struct ScriptParserTests {
    private func commands(_ text: String) throws -> [ScriptCommand] {
        try ScriptParser.parse(text, source: "script", configuration: makeConfiguration()).commands
    }

    @Test func everyCommand_parses() throws {
        let text = """
            tap archives
            tap more
            pick settings
            select search
            select more animated
            wait 1.2345
            wait 0
            resize 320
            resize 844 landscape
            theme dark
            badge archives 12
            badge archives none
            badge archives "none"
            enable inbox
            disable search
            remove profile
            insert 2 news "Latest news" newspaper
            hide
            show
            veto archives
            unveto more
            motion reduced
            motion full
            """
        #expect(
            try commands(text) == [
                .tap(.tab("archives")), .tap(.more), .pick("settings"),
                .select(.tab("search"), animated: false),
                .select(.more, animated: true), .wait(.milliseconds(1235)), .wait(.zero),
                .resize(width: 320, orientation: nil), .resize(width: 844, orientation: .landscape),
                .theme(.dark),
                .badge("archives", "12"), .badge("archives", nil), .badge("archives", "none"),
                .enable("inbox"),
                .disable("search"), .remove("profile"),
                .insert(Tab(id: "news", title: "Latest news", icon: "newspaper"), at: 2), .hide, .show,
                .veto(.tab("archives")), .unveto(.more), .motion(reduced: true), .motion(reduced: false),
            ])
    }

    @Test func semicolonsCommentsAndBlankLines_separateCommands() throws {
        let script = try ScriptParser.parse(
            "tap archives;wait 0.5 ; tap search # then settle\n\n   # only a comment\r\n;;select lessons\r\n",
            source: "script", configuration: makeConfiguration())
        #expect(
            script.commands == [
                .tap(.tab("archives")), .wait(.milliseconds(500)), .tap(.tab("search")),
                .select(.tab("lessons"), animated: false),
            ])
        #expect(
            script.steps.map(\.position) == [
                ScriptPosition(line: 1, column: 1), ScriptPosition(line: 1, column: 14),
                ScriptPosition(line: 1, column: 25), ScriptPosition(line: 4, column: 3),
            ])
    }

    @Test func quotedBadge_resolvesEscapes() throws {
        #expect(
            try commands(#"badge archives "say \"hi\" \\ o/; # not a comment""#) == [
                .badge("archives", #"say "hi" \ o/; # not a comment"#)
            ])
        #expect(try commands(#"badge archives """#) == [.badge("archives", "")])
    }

    @Test func insert_definesTheIdForLaterLines() throws {
        #expect(
            try commands("insert 0 news \"News\" newspaper\ntap news") == [
                .insert(Tab(id: "news", title: "News", icon: "newspaper"), at: 0), .tap(.tab("news")),
            ])
        #expect(
            parsingError("tap news\ninsert 0 news \"News\" newspaper") == "script:1:5: unknown tab 'news'")
    }

    @Test func removedIds_stayDefined() throws {
        #expect(try commands("remove search; tap search") == [.remove("search"), .tap(.tab("search"))])
    }

    @Test func unknownTab_suggestsTheClosest() {
        #expect(
            parsingError("tap lessons\nwait 1\ntap archivs")
                == "script:3:5: unknown tab 'archivs'; did you mean 'archives'?")
        #expect(parsingError("veto mroe") == "script:1:6: unknown tab 'mroe'; did you mean 'more'?")
        #expect(parsingError("pick zzz") == "script:1:6: unknown tab 'zzz'")
        #expect(parsingError("pick more") == "script:1:6: 'more' cannot be used here; expected a tab id")
    }

    @Test func source_namesTheFile() {
        #expect(
            parsingError("tap Lessons", source: "<stdin>")
                == "<stdin>:1:5: unknown tab 'Lessons'; did you mean 'lessons'?")
    }

    @Test func columns_countCharacters() {
        #expect(
            parsingError("badge lessons \"👍🏽é\"; tap archivs")
                == "script:1:25: unknown tab 'archivs'; did you mean 'archives'?")
    }

    @Test func unknownCommand_suggestsTheClosest() {
        #expect(parsingError("  tapp lessons") == "script:1:3: unknown command 'tapp'; did you mean 'tap'?")
        #expect(
            parsingError("slect lessons") == "script:1:1: unknown command 'slect'; did you mean 'select'?")
        #expect(
            parsingError("jump")
                == "script:1:1: unknown command 'jump'; expected one of tap, pick, select, wait, resize, theme, badge, enable, disable, remove, insert, hide, show, veto, unveto, motion, labels, shortcut, move, state, restore, attach, direction, policy"
        )
    }

    @Test func missingAndExtraWords_sayWhatIsExpected() {
        #expect(
            parsingError("tap") == "script:1:4: missing a tab id or 'more' after 'tap'; usage: tap ID|more")
        #expect(
            parsingError("badge archives")
                == "script:1:15: missing a badge value, 'dot' or 'none' after 'badge archives'; usage: badge ID VALUE|dot|none"
        )
        #expect(parsingError("hide now") == "script:1:6: unexpected 'now' after 'hide'; usage: hide")
        #expect(
            parsingError("tap lessons archives")
                == "script:1:13: unexpected 'archives' after 'tap lessons'; usage: tap ID|more")
        #expect(
            parsingError("select lessons animatd")
                == "script:1:16: unexpected 'animatd' after 'select lessons'; did you mean 'animated'?")
        #expect(
            parsingError("insert 0 news \"News\"")
                == "script:1:21: missing an icon name after 'insert 0 news News'; usage: insert INDEX ID \"TITLE\" ICON"
        )
    }

    @Test func wait_rejectsWhatIsNotAFiniteNonNegativeNumber() {
        #expect(
            parsingError("wait nan")
                == "script:1:6: 'nan' is not a finite number; expected a number of seconds")
        #expect(
            parsingError("wait inf")
                == "script:1:6: 'inf' is not a finite number; expected a number of seconds")
        #expect(parsingError("wait -1") == "script:1:6: wait time '-1' is negative; expected seconds ≥ 0")
        #expect(
            parsingError("wait 1e999") == "script:1:6: '1e999' is too large; expected a number of seconds")
        #expect(
            parsingError("wait -1e999")
                == "script:1:6: '-1e999' is too far below zero; expected a number of seconds")
        #expect(
            parsingError("wait 86401")
                == "script:1:6: wait time '86401' is too long; expected at most 86400 seconds")
        #expect(parsingError("wait soon") == "script:1:6: expected a number of seconds, found 'soon'")
        #expect(parsingError("wait 0x10") == "script:1:6: expected a number of seconds, found '0x10'")
    }

    @Test func wait_roundsToWholeMilliseconds() throws {
        #expect(
            try commands("wait 0.0004; wait 0.0005; wait .25; wait 2") == [
                .wait(.zero), .wait(.milliseconds(1)), .wait(.milliseconds(250)), .wait(.seconds(2)),
            ])
    }

    @Test func resize_rejectsBadWidthsAndOrientations() {
        #expect(
            parsingError("resize 0")
                == "script:1:8: width '0' is invalid; expected a finite number greater than 0")
        #expect(
            parsingError("resize -1")
                == "script:1:8: width '-1' is invalid; expected a finite number greater than 0")
        #expect(
            parsingError("resize inf")
                == "script:1:8: 'inf' is not a finite number; expected a width in points")
        #expect(
            parsingError("resize 320 portait")
                == "script:1:12: unexpected 'portait' after 'resize 320'; did you mean 'portrait'?")
    }

    @Test func motion_isReducedOrFull_withASuggestion() {
        #expect(
            parsingError("motion redcued") == "script:1:8: unknown motion 'redcued'; did you mean 'reduced'?")
        #expect(
            parsingError("motion off") == "script:1:8: unknown motion 'off'; expected 'reduced' or 'full'")
        #expect(
            parsingError("motion")
                == "script:1:7: missing 'reduced' or 'full' after 'motion'; usage: motion reduced|full")
        #expect(
            parsingError("motion full now")
                == "script:1:13: unexpected 'now' after 'motion full'; usage: motion reduced|full")
    }

    @Test func motion_writesBackAsScriptText() {
        #expect(ScriptCommand.motion(reduced: true).description == "motion reduced")
        #expect(ScriptCommand.motion(reduced: false).description == "motion full")
        #expect(ScriptCommand.motion(reduced: true).name == "motion")
    }

    @Test func theme_suggestsTheClosest() {
        #expect(parsingError("theme drak") == "script:1:7: unknown theme 'drak'; did you mean 'dark'?")
        #expect(parsingError("theme blue") == "script:1:7: unknown theme 'blue'; expected 'light' or 'dark'")
    }

    @Test func insert_checksIndexAndId() throws {
        #expect(
            parsingError("insert x news N i")
                == "script:1:8: expected an index (a whole number ≥ 0), found 'x'")
        // An index of any size is a script's whole number: past the end, however far, is the
        // run-time rejection, not a script error.
        #expect(
            try ScriptParser.parse(
                "insert 99999999999999999999 news N i", source: "script", configuration: makeConfiguration()
            ).commands
                == [.insert(Tab(id: "news", title: "N", icon: "i"), at: Int.max)])
        #expect(
            parsingError("insert 0 more N i")
                == "script:1:10: tab id 'more' is reserved for the More slot; choose another id")
        #expect(
            parsingError("insert 0 News N i")
                == "script:1:10: tab id 'News' is malformed; use lowercase letters, digits, '-' and '_', starting with a letter or digit"
        )
    }

    @Test func quotes_mustBeClosedAndSeparated() {
        #expect(
            parsingError("badge archives \"new")
                == "script:1:16: unterminated quote; expected a closing '\"' before the end of the line")
        #expect(
            parsingError(#"badge archives "a\nb""#)
                == #"script:1:18: unknown escape '\\n'; inside quotes use \" or \\"#)
        #expect(
            parsingError(#"badge archives a"b""#)
                == #"script:1:17: unexpected '"' inside 'a'; quote the whole word"#)
        #expect(
            parsingError(#"badge archives "a"b"#)
                == "script:1:19: unexpected 'b' after a closing quote; separate words with spaces")
    }

    @Test func hostileWords_areEscapedInMessages() {
        #expect(parsingError("tap \u{1B}[31m\u{202E}x") == "script:1:5: unknown tab '\\u{1B}[31m\\u{202E}x'")
    }

    /// Every space but U+0020, and every invisible character, is escaped: a command joined to
    /// its argument by a no-break or ideographic space must not read as a valid one.
    @Test(arguments: [
        "\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
        "\u{180E}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{3164}", "\u{115F}", "\u{FFA0}", "\u{85}",
    ])
    func unicodeSpacesAndInvisibles_areEscapedInMessages(space: String) {
        let code = String(space.unicodeScalars.first!.value, radix: 16, uppercase: true)
        #expect(
            parsingError("tap\(space)archives")?.hasPrefix(
                "script:1:1: unknown command 'tap\\u{\(code)}archives';")
                == true)
    }

    @Test func bytes_mustBeUTF8() {
        do {
            _ = try ScriptParser.parse(
                Array("tap lessons\ntap é".utf8) + [0xFF], source: "run.tbs",
                configuration: makeConfiguration())
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.description == "run.tbs:2:6: invalid UTF-8 (byte 0xFF); scripts must be UTF-8 text")
            #expect(ScriptError.exitCode == 65)
        }
    }

    @Test func canonicalText_parsesBackToTheSameCommands() throws {
        let text = """
            tap archives; tap more; pick settings; select more animated; wait 1.05; wait 0.001; wait 3
            resize 320.5 landscape; theme light; badge archives "a \\"b\\" c"; badge archives "none"
            badge archives none; badge search ""; insert 6 news "News \\\\ today" "news icon"; hide; show
            veto more; unveto archives; enable inbox; disable search; remove profile
            """
        let script = try ScriptParser.parse(text, source: "script", configuration: makeConfiguration())
        let reparsed = try ScriptParser.parse(
            script.text, source: "script", configuration: makeConfiguration())
        #expect(reparsed.commands == script.commands)
        #expect(script.totalWait == .milliseconds(4051))
    }
}
