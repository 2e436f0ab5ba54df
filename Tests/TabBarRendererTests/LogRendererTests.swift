import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct LogRendererTests {
    private func render(_ events: [TabBarEvent]) -> String {
        RendererConformance.output(of: events) { _, sink in LogRenderer(sink: sink) }
    }

    @Test(arguments: Scenario.all)
    func scenario_matchesGoldenFile(_ scenario: Scenario) throws {
        let output = try scenario.output { LogRenderer(sink: $0) }
        expectGolden(output, named: "\(scenario.name).log")
    }

    @Test(arguments: Scenario.all)
    func scenario_oneLinePerMessageStartingWithTimeAndKind(_ scenario: Scenario) throws {
        let events = try scenario.events()
        let lines = try scenario.output { LogRenderer(sink: $0) }.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == events.count + 1 && lines.last == "")
        for (line, event) in zip(lines, events) {
            let milliseconds = event.milliseconds
            let time = "\(milliseconds / 1000).\(String(1000 + milliseconds % 1000).dropFirst())"
            #expect(line.hasPrefix("t=\(time) kind=\(event.message.kind)"))
        }
    }

    @Test func hostileStrings_oneLinePerMessage() {
        let events = RendererFixtures.hostileEvents
        let output = render(events)
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == events.count + 1)
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func values_quotedAndEscapedOnlyWhenNeeded() {
        let event = { (name: String) in
            TabBarEvent(
                time: .milliseconds(1200),
                message: .input(IconInput(tab: "plain-id_2", name: name, value: true)))
        }
        let names = [
            "hover", "", "two words", "say \"hi\"", "a=b", "back\\slash", "l1\nl2\r\t",
            "\u{1B}[31m\u{7F}\u{85}",
            "\u{202E}rtl\u{2028}", "é👩‍👧", "\u{E0001}",
        ]
        let lines = render(names.map(event)).split(separator: "\n").map { $0.split(separator: " name=")[1] }
        #expect(
            lines == [
                "hover value=true type=bool", #""" value=true type=bool"#,
                #""two words" value=true type=bool"#,
                #""say \"hi\"" value=true type=bool"#,
                #""a=b" value=true type=bool"#, #""back\\slash" value=true type=bool"#,
                #""l1\nl2\r\t" value=true type=bool"#,
                #""\x1b[31m\x7f\u0085" value=true type=bool"#, #""\u202ertl\u2028" value=true type=bool"#,
                #""é👩‍👧" value=true type=bool"#,
                #""\U000e0001" value=true type=bool"#,
            ])
    }

    @Test func kinds_keysInContractOrder() {
        let lines = render(RendererFixtures.allKinds).split(separator: "\n")
        #expect(
            lines.filter { !$0.contains("kind=display") }.map { line in
                line.split(separator: " ").map { $0.split(separator: "=")[0] }.joined(separator: " ")
            } == [
                "t kind tab", "t kind from to radius duration timing",
                "t kind x y alpha diameter icon duration",
                "t kind enabled", "t kind tab previous", "t kind feedback", "t kind tab items",
                "t kind enabled",
                "t kind from to radius duration timing", "t kind x y alpha diameter icon duration",
                "t kind tab name value type",
                "t kind x y alpha diameter icon duration", "t kind x y alpha diameter icon duration",
                "t kind enabled",
                "t kind tab previous", "t kind feedback", "t kind tab", "t kind enabled",
                "t kind x y alpha diameter icon duration",
                "t kind enabled", "t kind tab reason", "t kind reason", "t kind tab",
                "t kind tab name type", "t kind tab name value type",
                "t kind tab from to", "t kind selection order badges disabled hidden",
                "t kind tab name value type",
                "t kind hidden duration",
            ])
    }

    @Test func display_listsEveryTabAndTheMoreSlot() throws {
        let display = try #require(
            RendererFixtures.allKinds.first { $0.message.kind == "display" && $0.time > .zero })
        #expect(
            render([display])
                == "t=0.100 kind=display selected=more width=390 orientation=portrait direction=ltr theme=light "
                + "hidden=false items=lessons,archives,search,profile,settings,help "
                + "tab0.title=Lessons tab0.icon=academic-cap tab0.enabled=true tab0.selected=false tab0.opacity=0.5 "
                + "tab0.slot=0 tab0.x=39 tab0.label=\"Lessons, tab, 1 of 5\" "
                + "tab1.title=Archives tab1.icon=archive-box tab1.badge=3 tab1.badgeKind=count tab1.enabled=true tab1.selected=false "
                + "tab1.opacity=0.5 tab1.slot=1 tab1.x=117 tab1.label=\"Archives, tab, 2 of 5, 3\" "
                + "tab2.title=Search tab2.icon=magnifying-glass tab2.enabled=false tab2.selected=false "
                + "tab2.opacity=0.5 tab2.slot=2 tab2.x=195 tab2.label=\"Search, tab, 3 of 5, dimmed\" "
                + "tab3.title=Profile tab3.icon=user tab3.enabled=true tab3.selected=false tab3.opacity=0.5 "
                + "tab3.slot=3 tab3.x=273 tab3.label=\"Profile, tab, 4 of 5\" "
                + "tab4.title=Settings tab4.icon=cog tab4.enabled=true tab4.selected=false tab4.opacity=0.5 "
                + "tab4.label=Settings "
                + "tab5.title=Help tab5.icon=question-mark tab5.enabled=true tab5.selected=false tab5.opacity=0.5 "
                + "tab5.label=Help "
                + "more.slot=4 more.x=351 more.title=More more.icon=ellipsis more.selected=true more.opacity=1 "
                + "more.label=\"More, tab, 5 of 5, selected\" more.items=settings,help\n")
    }

    @Test func conformance() {
        RendererConformance.check { _, sink in LogRenderer(sink: sink) }
    }
}
