import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// Hostile data never reaches the terminal raw; colour only when asked.
@Suite(.tabBarChecks)
@MainActor
struct TextRendererSafetyTests {
    static let hostile = [
        "\u{1B}[2J\u{1B}[31mRed", "\u{1B}]0;pwned\u{07}Title", "\u{202E}gnp.exe", "Tab\u{2066}iso\u{2069}",
        "\u{9B}6n", "Zero\u{200B}\u{FEFF}Width", "Line\nBreak\r", "Bell\u{7}\u{7F}", "\u{1B}P1$r\u{1B}\\",
        "\u{200E}\u{200F}\u{061C}marks", "日本語のタイトルはとても長い", "🎉🎉🎉🎉🎉🎉🎉🎉",
    ]

    func hostileTabs() -> [Tab] {
        Self.hostile.enumerated().map { index, text in
            Tab(
                id: TabID("tab-\(index)"), title: text, icon: Self.hostile[(index + 3) % Self.hostile.count],
                badge: TabBadge(Self.hostile[(index + 5) % Self.hostile.count]), isEnabled: index != 2)
        }
    }

    /// Drives the hostile bar through taps, a More pick, hide and show, and a resize.
    func driveHostileBar(options: RendererOptions) throws -> TextSUT {
        let sut = try makeTextSUT(tabs: hostileTabs(), options: options)
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(slot: 1)
        sut.scheduler.advance(by: .milliseconds(100))
        sut.presenter.didTap(slot: 4)
        sut.scheduler.settle()
        sut.presenter.didPick("tab-8")
        sut.scheduler.settle()
        sut.presenter.didTap(.tab("\u{1B}[31mnot-a-tab"))
        sut.presenter.setHidden(true)
        sut.scheduler.advance(by: .milliseconds(100))
        sut.presenter.setHidden(false)
        try sut.presenter.didChangeLayout(TabBarLayout(width: 500, orientation: .landscape, direction: .rtl))
        sut.scheduler.settle()
        sut.renderer.finish()
        return sut
    }

    /// Every SGR sequence (`ESC [ digits/; m`) removed; what remains must hold no ESC.
    func withoutSGR(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                output.append(scalar)
                continue
            }
            guard scalars.next() == "[" else {
                output.append(scalar)
                continue
            }
            while let next = scalars.next(), next != "m" {
                guard ("0"..."9").contains(next) || next == ";" else {
                    output.append("\u{1B}")
                    break
                }
            }
        }
        return String(output)
    }

    func expectNothingUnsafe(in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for scalar in text.unicodeScalars where scalar != "\n" {
            #expect(
                !TerminalSanitizerTests.isUnsafe(scalar), "U+\(String(scalar.value, radix: 16)) in output",
                sourceLocation: sourceLocation)
        }
    }

    @Test func hostileData_plain_neverPutsControlsEscapesOrBidiInOutput() throws {
        let sut = try driveHostileBar(options: RendererOptions())
        #expect(sut.sink.frames.count > 5)
        expectNothingUnsafe(in: sut.sink.text)
        #expect(sut.sink.text.contains("\u{FFFD}"))  // removals are visible
    }

    @Test func hostileData_colour_onlyTheRenderersOwnSGRSequences() throws {
        let sut = try driveHostileBar(options: RendererOptions(color: true))
        #expect(sut.sink.text.contains("\u{1B}["))
        expectNothingUnsafe(in: withoutSGR(sut.sink.text))
    }

    @Test func hostileData_everyLineFitsTheColumns() throws {
        for columns in [20, 37, 80, 132] {
            let sut = try driveHostileBar(options: RendererOptions(columns: columns))
            for line in sut.sink.text.split(separator: "\n") {
                #expect(TerminalSanitizer.displayWidth(of: String(line)) <= columns, "\(columns): \(line)")
            }
        }
    }

    @Test func drawAt_hostileData_isSafeMidAnimation() throws {
        let sut = try makeTextSUT(tabs: hostileTabs(), options: RendererOptions(color: true))
        sut.presenter.didTap(slot: 1)
        for millisecond in stride(from: 0, through: 400, by: 25) {
            sut.scheduler.advance(to: .milliseconds(millisecond))
            expectNothingUnsafe(
                in: withoutSGR(sut.renderer.draw(at: sut.scheduler.now).joined(separator: "\n")))
        }
    }

    @Test func colour_offByDefault_noEscapeAtAll() throws {
        let sut = try makeTextSUT(tabs: demoTabs(count: 6))
        sut.presenter.didTap(slot: 1)
        sut.scheduler.settle()
        sut.renderer.finish()
        #expect(!sut.sink.text.contains("\u{1B}"))
    }

    @Test func colour_whenAsked_selectedInAccentAndEveryStyledLineReset() throws {
        let sut = try makeTextSUT(options: RendererOptions(color: true))
        let frame = try #require(sut.finishedFrames().first)
        #expect(frame[Row.titles].contains("\u{1B}[0;1;34m[Lessons]"))
        #expect(frame[Row.titles].contains("\u{1B}[0;2mArchives"))
        for line in frame where line.contains("\u{1B}") {
            #expect(line.hasSuffix("\u{1B}[0m"), "\(line.debugDescription)")
        }
    }

    @Test func colour_darkTheme_usesCyanAccent() throws {
        let sut = try makeTextSUT(options: RendererOptions(color: true))
        sut.presenter.didChangeTheme(.dark)
        let frame = try #require(sut.finishedFrames().last)
        #expect(frame[Row.titles].contains("\u{1B}[0;1;36m[Lessons]"))
    }

    @Test func disabledTab_markedInPlainTextAndStruckThroughInColour() throws {
        var tabs = demoTabs()
        tabs[2].isEnabled = false
        let plain = try makeTextSUT(tabs: tabs).finishedFrames()[0]
        #expect(plain[Row.titles].contains("~Search~"))
        let coloured = try makeTextSUT(tabs: tabs, options: RendererOptions(color: true)).finishedFrames()[0]
        #expect(coloured[Row.titles].contains("\u{1B}[0;2;9m~Search~"))
    }

    @Test func badge_drawnBesideItsIcon() throws {
        let frame = try makeTextSUT().finishedFrames()[0]
        let icon = expectedColumn(slotCentre(1, of: 3))
        #expect(cell(frame[Row.icons], icon) == "▤")
        #expect(String(cells(frame[Row.icons])[(icon + 2)...(icon + 4)]) == "(3)")
    }

    @Test func hostileStringsInEveryMessageKind_neverReachTheOutputRaw() {
        let sink = StringSink()
        let renderer = TextRenderer(sink: sink)
        let tabs = hostileTabs()
        let display = TabBarDisplay(
            tabs: tabs, maxVisible: 5, selection: .tab(tabs[7].id), selectedSlot: 4, layout: TabBarLayout(),
            theme: .dark, isHidden: false)
        var time = Duration.zero
        for text in Self.hostile {
            let id = TabID(text)
            let messages: [TabBarMessage] = [
                .display(display), .content(.tab(id)), .content(.more(items: [id])),
                .curve(WaveCurve(from: 0, to: 390, radius: 30, duration: .milliseconds(400))),
                .circle(
                    CircleMove(
                        x: 100, y: 15, alpha: 0.5, diameter: 57, icon: text, duration: .milliseconds(200))),
                .interaction(isEnabled: false), .input(IconInput(tab: id, name: text, value: true)),
                .bar(BarVisibility(isHidden: false, duration: .zero)),
                .selected(.tab(id), previous: .tab(id)),
                .feedback,
                .reselected(.tab(id)), .rejected(.tab(id), reason: .invalid),
            ]
            for message in messages { renderer.render(TabBarEvent(time: time, message: message)) }
            time += .milliseconds(100)
        }
        renderer.finish()
        expectNothingUnsafe(in: sink.text)
        #expect(sink.text.contains("\u{FFFD}"))  // removals are visible
    }

    @Test func combiningMarks_stayOnTheirLetters() throws {
        var tabs = demoTabs()
        tabs[1].title = "Ame\u{301}lie"
        let frame = try makeTextSUT(tabs: tabs).finishedFrames()[0]
        #expect(frame[Row.titles].contains("Ame\u{301}lie"))
    }

    @Test func badgeWithEscape_cannotSwallowItsParenthesis() throws {
        var tabs = demoTabs()
        tabs[1].badge = "\u{9B}99"
        let frame = try makeTextSUT(tabs: tabs).finishedFrames()[0]
        #expect(frame[Row.icons].contains("▤ (\u{FFFD})"))
    }

    @Test func eventsWithoutDisplay_drawPlaceholderWithoutCrashing() {
        let sink = StringSink()
        let renderer = TextRenderer(sink: sink)
        renderer.render(TabBarEvent(time: .zero, message: .rejected(nil, reason: .unavailable)))
        renderer.render(
            TabBarEvent(
                time: .milliseconds(5),
                message: .circle(
                    CircleMove(x: .nan, y: .infinity, alpha: .nan, diameter: -1, icon: "", duration: .zero))))
        renderer.finish()
        let placeholder = String(repeating: " ", count: (80 - 27) / 2) + "[tab bar not displayed yet]"
        #expect(
            sink.text == """
                t=0.000  · rejected slot: unavailable
                \(placeholder)

                t=0.005
                \(placeholder)

                """)
    }
}
