import TabBarKit
import TabBarManifest
import TabBarReference
import TabBarRendering
import TabBarTesting
import Testing

/// Bugs the reference-model check found in the presenter, each pinned by its shrunk script.
@Suite(.tabBarChecks)
@MainActor
struct PresenterRegressionTests {
    /// `tap t1` with an icon duration of 0.4 s: at t0 + 0.4 the unlock and the icon's reset fall
    /// due together; the behaviour contract (Events) lists `interaction true` first. (The presenter used to send
    /// `input false` first, because it scheduled the reset before the unlock.)
    @Test func didTap_iconResetDueWithUnlock_unlocksFirst() throws {
        let view = TabBarViewSpy()
        let scheduler = TestScheduler()
        let tabs = [
            Tab(id: "t0", title: "T0", icon: "i0"),
            Tab(id: "t1", title: "T1", icon: "i1", animation: IconAnimation(duration: .milliseconds(400))),
        ]
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.viewDidLoad()
        presenter.didTap(.tab("t1"))
        scheduler.advance(by: .milliseconds(200))
        view.skipReceived()
        scheduler.advance(by: .milliseconds(200))
        view.expect([
            .interaction(isEnabled: true), .input(IconInput(tab: "t1", name: "hover", value: false)),
        ])
        scheduler.expectNothingPending()
    }

    /// `resize 1.7976931348623157e+308` with a More slot: `width * (i + 0.5)` overflowed and the
    /// More slot's x was infinite (the behaviour contract, Invariants, 6: every x is finite, in `[0, width]`).
    @Test func didChangeLayout_largestWidth_keepsEveryXFinite() throws {
        let view = TabBarViewSpy()
        view.exhaustivity = .off  // the test checks the last display's numbers, not each message
        let tabs = ["t0", "t1", "t2"].map { Tab(id: TabID($0), title: $0, icon: $0) }
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs, maxVisible: 2), view: view,
            scheduler: TestScheduler())
        presenter.viewDidLoad()
        try presenter.didChangeLayout(TabBarLayout(width: .greatestFiniteMagnitude))
        let display = try #require(view.lastDisplay)
        let more = try #require(display.more)
        #expect(more.x.isFinite && more.x <= .greatestFiniteMagnitude && more.x > 0)
        let xs = display.items.compactMap(\.x)
        #expect(xs.allSatisfy { $0.isFinite })
    }

    /// `hide`, then a tap on a slot that does not exist: the behaviour contract (Events, the order of checks) checks `hidden` before
    /// `unavailable` for every tap. (The presenter used to report `unavailable`.)
    @Test func didTapSlot_missingSlotWhileHidden_isRejectedHidden() throws {
        let view = TabBarViewSpy()
        let tabs = ["t0", "t1"].map { Tab(id: TabID($0), title: $0, icon: $0) }
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: TestScheduler())
        presenter.delegate = view
        presenter.viewDidLoad()
        presenter.setHidden(true)
        view.skipReceived()
        presenter.didTap(slot: 7)
        view.expect([.rejected(nil, reason: .hidden)])
    }

    // MARK: - Issue 31: found by the widened `.ci/stress` (empty badges read from files, rtl
    // widths whose slot centres are not exact). They fail until the core fixes land.

    /// Shrunk by `.ci/stress 200000 20261130` (sequence 8): a manifest's `"badge": ""` is no badge
    /// (<doc:BehaviorContract#Model>: "empty = none"), so `badge t0 none` changes nothing and sends nothing. (The presenter
    /// kept `""` as a badge and sent `display`.)
    @Test func manifestEmptyBadge_clearedWithNone_sendsNothing() throws {
        let manifest = #"""
            {"tabs":[{"id":"t0","title":"T0","icon":"i0","badge":"","animation":{"duration":1.5}}],"maxVisible":2,"layout":{"width":390,"orientation":"landscape","direction":"ltr"},"theme":"dark","tapPolicy":"defer"}
            """#
        let configuration = try ManifestDecoder.decode(Array(manifest.utf8), path: "repro.json")
        let view = TabBarRecorder()
        let presenter = try TabBarPresenter(
            configuration: configuration, view: view, scheduler: VirtualScheduler())
        presenter.viewDidLoad()
        view.removeAll()
        try presenter.setBadge(nil, for: "t0")
        #expect(view.messages.isEmpty, "\(view.messages)")
        #expect(presenter.model.tabs[0].badge == nil)

        let scenario = ReferenceScenario(
            configuration: configuration, events: [.badge("t0", nil)], readsFiles: true)
        #expect(DifferentialRunner.firstDivergence(in: scenario)?.report == nil)
    }

    /// The same through a state file (`restore FILE`, `--restore`): `"badges": {"a": ""}` restores
    /// no badge, so `badge a none` afterwards sends nothing (issue 31's second case).
    @Test func stateFileEmptyBadge_restoresNone() throws {
        let tabs = [Tab(id: "a", title: "A", icon: "ia", badge: "3"), Tab(id: "b", title: "B", icon: "ib")]
        let file = #"{"selection":"a","order":["a","b"],"badges":{"a":""},"disabled":[],"hidden":false}"#
        let state = try StateDecoder.decode(Array(file.utf8), path: "state.json")
        let view = TabBarRecorder()
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: VirtualScheduler())
        presenter.viewDidLoad()
        presenter.restore(state)
        view.removeAll()
        try presenter.setBadge(nil, for: "a")
        #expect(view.messages.isEmpty, "\(view.messages)")

        let scenario = ReferenceScenario(
            configuration: TabBarConfiguration(tabs: tabs), events: [.restore(state), .badge("a", nil)],
            readsFiles: true)
        #expect(DifferentialRunner.firstDivergence(in: scenario)?.report == nil)
    }

    /// Shrunk by `.ci/stress 200000 7` (sequence 95): 1000.25 pt, right-to-left, 3 slots, tap
    /// policy `interrupt`. `select t5 animated` moves within the More slot (no `curve`), so the
    /// last `curve` is the load's, of duration 0; `tap t0` interrupts from where the dip is —
    /// its `to`, 166.70833333333337, which <doc:BehaviorContract#Motion> rounds to the nearest 0.001 pt: 166.708.
    @Test func interrupt_afterACurveIsOver_startsFromTheRoundedDip() throws {
        let manifest = #"""
            {"tabs":[{"id":"t0","title":"T0","icon":"i0","animation":{"duration":0.4,"input":"press","selectedInput":"active"}},{"id":"t1","title":"T1","icon":"i1","animation":{"duration":1.1,"badgeInput":"count"}},{"id":"t2","title":"T2","icon":"i2","enabled":false,"animation":{"duration":0.001,"tapTrigger":"tap"}},{"id":"t3","title":"T3","icon":"i3","animation":{"duration":0.4,"selectedInput":"active","tapTrigger":"tap","badgeInput":"count"}},{"id":"t4","title":"T4","icon":"i4","animation":{"duration":0.001,"input":"press","tapTrigger":"tap","badgeInput":"count"}},{"id":"t5","title":"T5","icon":"i5","selectedIcon":"s5"}],"maxVisible":3,"initial":"t3","layout":{"width":1000.25,"orientation":"landscape","direction":"rtl"},"theme":"light","tapPolicy":"interrupt"}
            """#
        let configuration = try ManifestDecoder.decode(Array(manifest.utf8), path: "repro.json")
        let view = TabBarRecorder()
        let presenter = try TabBarPresenter(
            configuration: configuration, view: view, scheduler: VirtualScheduler())
        presenter.delegate = view
        presenter.viewDidLoad()
        try presenter.select(.tab("t5"), animated: true)
        view.removeAll()
        presenter.didTap(.tab("t0"))
        let curves = view.messages.compactMap { message -> WaveCurve? in
            if case .animation(.curve(let curve)) = message { curve } else { nil }
        }
        #expect(curves.map(\.from) == [166.708])

        let scenario = ReferenceScenario(
            configuration: configuration, events: [.select(.tab("t5"), animated: true), .tap(.tab("t0"))],
            readsFiles: true)
        #expect(DifferentialRunner.firstDivergence(in: scenario)?.report == nil)
    }

    /// Shrunk by `.ci/stress 200000 20261130` (sequence 868, once the empty badge was fixed):
    /// 375.3 pt, right-to-left, 3 slots, `interrupt`. `shortcut 6` selects t5 within the More slot
    /// (no `curve`); `tap t1` interrupts from the load's curve's `to`, 62.55000000000001, which
    /// <doc:BehaviorContract#Motion> rounds: 62.55.
    @Test func interrupt_afterAShortcutWithinMore_startsFromTheRoundedDip() throws {
        let manifest = #"""
            {"tabs":[{"id":"t0","title":"T0","icon":"i0","animation":{"duration":1.5,"tapTrigger":"tap"}},{"id":"t1","title":"T1","icon":"i1","animation":{"duration":1.5,"selectedInput":"active","tapTrigger":"tap","badgeInput":"count"}},{"id":"t2","title":"T2","icon":"i2","selectedIcon":"s2","badge":{"dot":true}},{"id":"t3","title":"T3","icon":"i3","badge":"0"},{"id":"t4","title":"T4","icon":"i4","animation":{"duration":0.001,"input":"press"}},{"id":"t5","title":"T5","icon":"i5","selectedIcon":"s5","animation":{"duration":0.2,"selectedInput":"active","badgeInput":"count"}}],"maxVisible":3,"initial":"t2","layout":{"width":375.3,"orientation":"landscape","direction":"rtl"},"theme":"dark","tapPolicy":"interrupt"}
            """#
        let configuration = try ManifestDecoder.decode(Array(manifest.utf8), path: "repro.json")
        let scenario = ReferenceScenario(
            configuration: configuration, events: [.shortcut(6), .tap(.tab("t1"))], readsFiles: true)
        #expect(DifferentialRunner.firstDivergence(in: scenario)?.report == nil)
    }
}
