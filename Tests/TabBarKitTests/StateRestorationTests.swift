import Foundation
import TabBarKit
import TabBarTesting
import Testing

/// <doc:BehaviorContract#State-restoration>.
@MainActor @Suite(.tabBarChecks)
struct StateRestorationTests {
    @Test func state_givesSelectionOrderBadgesDisabledAndHidden() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        try presenter.setBadge("3", for: "archives")
        try presenter.setBadge(.dot, for: "inbox")
        try presenter.setEnabled(false, for: "search")
        presenter.didTap(.more)
        scheduler.settle()
        presenter.setHidden(true)
        scheduler.settle()
        view.skipReceived()

        #expect(
            presenter.state()
                == TabBarState(
                    selection: .more, order: fiveTabs, badges: ["archives": "3", "inbox": .dot],
                    disabled: ["search"],
                    hidden: true))
    }

    @Test func restore_appliesTheStateWithoutAReport_andGivesItBack() throws {
        let (presenter, view, _) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        let state = TabBarState(
            selection: .tab("profile"), order: ["profile", "lessons", "archives", "search", "inbox"],
            badges: ["inbox": "120"], disabled: ["search"], hidden: true)

        presenter.restore(state)

        var tabs = makeTabs(["profile", "lessons", "archives", "search", "inbox"])
        tabs[3].isEnabled = false
        tabs[4].badge = "120"
        view.expect([
            .bar(BarVisibility(isHidden: true, duration: .zero)),
            display(tabs: tabs, selection: .tab("profile"), slot: 0, maxVisible: 3, hidden: true),
            .content("profile"),
            .curve(from: 65, to: 65, duration: .zero),
            .circle(x: 65, y: 0, alpha: 1, icon: "profile-icon", duration: .zero),
        ])
        #expect(presenter.state() == state)
    }

    @Test func restore_correctsWhatItCannotApply() throws {
        let (presenter, view, _) = try makeSUT()
        let state = TabBarState(
            selection: .tab("search"), order: ["search", "gone", "search", "lessons"], badges: ["gone": "1"],
            disabled: ["search", "lessons"], hidden: false)

        presenter.restore(state)

        // Unknown and repeated ids are ignored; archives (not listed) keeps its place after them and
        // stays enabled; search is disabled, so the selection stays on lessons, which is disabled too.
        #expect(presenter.model.tabs.map(\.id) == ["search", "lessons", "archives"])
        #expect(presenter.model.tabs.map(\.isEnabled) == [false, false, true])
        #expect(presenter.selection == .tab("lessons"))
        #expect(view.unchecked.map(\.kind) == ["display", "curve", "circle"])
        view.skipReceived()
    }

    @Test func restore_thatWouldDisableEveryTab_ignoresTheDisabledList() throws {
        let (presenter, view, _) = try makeSUT()

        presenter.restore(
            TabBarState(selection: .tab("archives"), order: threeTabs, disabled: threeTabs, hidden: false))

        #expect(presenter.model.tabs.allSatisfy { $0.isEnabled })
        #expect(presenter.selection == .tab("archives"))
        view.skipReceived()
    }

    @Test func restoreMidAnimation_isHandledLikeALayoutChange() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        presenter.didTap(slot: 2)
        view.skipReceived()

        presenter.restore(presenter.state())

        #expect(
            view.unchecked.map(\.kind).prefix(5) == ["display", "curve", "circle", "interaction", "selected"])
        view.skipReceived()
        scheduler.settle()
        view.skipReceived()
        #expect(
            TabBarInvariants.violations(presenter: presenter, messages: view.messages, scheduler: scheduler)
                .isEmpty)
    }

    @Test func state_roundTripsThroughCodable() throws {
        let state = TabBarState(
            selection: .more, order: ["a", "b"], badges: ["a": "007", "b": .dot], disabled: ["b"],
            hidden: true)
        let data = try JSONEncoder().encode(state)
        let decoded = try JSONDecoder().decode(TabBarState.self, from: data)
        #expect(decoded == state)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""b":{"dot":true}"#) && text.contains(#""a":"007""#))
    }

    @Test func codable_readsTheBadgesTheContractWrites_aFalseDotIsNone() throws {
        let json = #"""
            {"selection": "a", "order": ["a", "b", "c", "d"], "disabled": [], "hidden": false,
             "badges": {"a": "3", "b": {"dot": true}, "c": {"dot": false}, "d": null}}
            """#
        let state = try JSONDecoder().decode(TabBarState.self, from: Data(json.utf8))
        #expect(state.badges == ["a": "3", "b": .dot])

        // One badge on its own is a badge: no badge is an error, as is a number.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TabBadge.self, from: Data(#"{"dot": false}"#.utf8))
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TabBadge.self, from: Data("5".utf8)) }
        #expect(try JSONDecoder().decode(TabBadge.self, from: Data(#"{"dot": true}"#.utf8)) == .dot)
    }
}
