import TabBarKit
import TabBarTesting
import Testing

/// Labels and badge kinds (<doc:BehaviorContract#Labels>, <doc:BehaviorContract#Badges>).
@MainActor @Suite(.tabBarChecks)
struct LabelsAndBadgeKindsTests {
    // MARK: - Badge kinds

    @Test func badgeKinds_areReadFromWhatIsWritten() {
        #expect(TabBadge("12").kind == .count)
        #expect(TabBadge("0").kind == .count)
        #expect(TabBadge("007").count == 7)
        #expect(TabBadge("2147483647").kind == .count)
        #expect(TabBadge("2147483648").kind == .text)
        #expect(TabBadge("-1").kind == .text)
        #expect(TabBadge("9+").kind == .text)
        #expect(TabBadge("dot").kind == .text)
        #expect(TabBadge.dot.kind == .dot)
        #expect(TabBadge("dot") != .dot)
        #expect(TabBadge("05") != TabBadge("5"))
    }

    @Test func shownBadge_capsACountAtTheLimit_andKeepsTextAndDots() {
        #expect(TabBadge("100").shown(limit: 99) == "99+")
        #expect(TabBadge("99").shown(limit: 99) == "99")
        #expect(TabBadge("007").shown(limit: 99) == "7")
        #expect(TabBadge("12").shown(limit: 9) == "9+")
        #expect(TabBadge("new").shown(limit: 1) == "new")
        #expect(TabBadge.dot.shown(limit: 99) == "")
        #expect(TabBadge.dot.spoken(limit: 99) == "new")
    }

    @Test func stringLiteralBadge_isACount_andADotIsWrittenEmpty() {
        let unread = 4
        var tab = Tab(id: "inbox", title: "Inbox", icon: "tray", badge: "3")
        #expect(tab.badgeKind == .count)
        tab.badge = "\(unread)"
        #expect(tab.badge == TabBadge("4"))
        tab.badge = .dot
        #expect(tab.badge?.written == "")
        #expect(tab.badgeKind == .dot)
        tab.badge = nil
        #expect(tab.badgeKind == nil)
    }

    @Test func emptyTextBadge_isNone_whetherMadeWithItOrSet() {
        let none = Tab(id: "inbox", title: "Inbox", icon: "tray")
        #expect(Tab(id: "inbox", title: "Inbox", icon: "tray", badge: "").badge == nil)
        #expect(Tab(id: "inbox", title: "Inbox", icon: "tray", badge: TabBadge("")) == none)

        var tab = Tab(id: "inbox", title: "Inbox", icon: "tray", badge: "3")
        tab.badge = ""
        #expect(tab.badge == nil)
        #expect(tab == none)
    }

    @Test func emptyTextBadge_setThroughThePresenter_clears() throws {
        var tabs = makeTabs(threeTabs)
        tabs[1].badge = "3"
        let (presenter, view, _) = try makeSUT(tabs: tabs)

        try presenter.setBadge("", for: "archives")

        view.expect([display(selection: .tab("lessons"), slot: 0)])
        #expect(presenter.model.tabs[1].badge == nil)
    }

    @Test func display_showsTheBadgeAndItsKind_andSpeaksNewForADot() throws {
        var tabs = makeTabs(threeTabs)
        tabs[1].badge = "120"
        tabs[2].badge = .dot
        let (_, view, _) = try makeSUT(tabs: tabs)

        let items = lastDisplay(view).items
        #expect(items.map(\.badge) == [nil, "99+", ""])
        #expect(items.map(\.badgeKind) == [nil, .count, .dot])
        #expect(items[1].accessibilityLabel == "Archives, tab, 2 of 3, 99+")
        #expect(items[2].accessibilityLabel == "Search, tab, 3 of 3, new")
        view.expectNoMessages()
    }

    @Test func dotBadge_redisplays_aRepeatDoesNothing_andTextDotDiffers() throws {
        let (presenter, view, _) = try makeSUT()
        var tabs = makeTabs(threeTabs)
        tabs[1].badge = .dot

        try presenter.setBadge(.dot, for: "archives")
        view.expect([display(tabs: tabs, selection: .tab("lessons"), slot: 0)])

        try presenter.setBadge(.dot, for: "archives")
        view.expectNoMessages()

        try presenter.setBadge("dot", for: "archives")
        tabs[1].badge = "dot"
        view.expect([display(tabs: tabs, selection: .tab("lessons"), slot: 0)])
        #expect(presenter.model.tabs[1].badgeKind == .text)
        #expect(lastDisplay(view).items[1].badge == "dot")

        try presenter.setBadge(nil, for: "archives")
        view.expect([display(selection: .tab("lessons"), slot: 0)])
    }

    @Test func aCountWrittenDifferently_redisplays() throws {
        let (presenter, view, _) = try makeSUT()
        try presenter.setBadge("5", for: "archives")
        view.skipReceived()

        try presenter.setBadge("05", for: "archives")

        #expect(view.unchecked.map(\.kind) == ["display"])
        view.skipReceived()
    }

    @Test func dotBadgeForAnUnknownTab_throws() throws {
        let (presenter, view, _) = try makeSUT()
        #expect(throws: TabBarError.unknownTab("archive", suggestion: "archives")) {
            try presenter.setBadge(.dot, for: "archive")
        }
        view.expectNoMessages()
    }

    @Test func dotBadge_isOneTabEdit_notAReplacementOfTheList() throws {
        let view = TabBarViewSpy()
        let presenter = try TabBarPresenter(
            model: EditRecordingModel(base: DefaultTabBarModel(tabs: makeTabs(threeTabs))), view: view,
            scheduler: TestScheduler())
        presenter.viewDidLoad()
        view.skipReceived()

        try presenter.setBadge(.dot, for: "archives")

        var tabs = makeTabs(threeTabs)
        tabs[1].badge = .dot
        view.expect([display(tabs: tabs, selection: .tab("lessons"), slot: 0)])
        let model = try #require(presenter.model as? EditRecordingModel)
        #expect(model.edits == [.setBadge(.dot, for: "archives")])
        #expect(model.replacements == 0)
    }

    @Test func badgeLimitBelowOne_isAnError() throws {
        var configuration = TabBarConfiguration(tabs: makeTabs(threeTabs))
        configuration.badgeLimit = 0
        #expect(throws: TabBarError.badgeLimitTooSmall(0)) { try configuration.validate() }
        #expect(throws: TabBarError.badgeLimitTooSmall(0)) {
            _ = try TabBarPresenter(
                configuration: configuration, view: TabBarViewSpy(), scheduler: TestScheduler())
        }
    }

    // MARK: - Labels

    @Test func labelsAuto_showEveryTitleUpToThreeSlots_andOnlyTheSelectedFromFour() throws {
        let (three, threeView, _) = try makeSUT()
        three.setLabels(.auto)
        threeView.expect([display(selection: .tab("lessons"), slot: 0, labels: .auto)])
        #expect(lastDisplay(threeView).items.map(\.showsTitle) == [true, true, true])

        let (four, fourView, _) = try makeSUT(tabs: fiveTabs, maxVisible: 4)
        four.setLabels(.auto)
        fourView.skipReceived()
        let state = lastDisplay(fourView)
        #expect(state.items.map(\.showsTitle) == [true, false, false, true, true])
        #expect(state.more?.showsTitle == false)
    }

    @Test func labelsSelected_showTheMoreTitleWhileAnOverflowTabIsShownThroughIt() throws {
        let (presenter, view, scheduler) = try makeSUT(tabs: fiveTabs, maxVisible: 3)
        presenter.setLabels(.selected)
        presenter.didTap(.more)
        scheduler.settle()
        presenter.didPick("inbox")
        scheduler.settle()
        view.skipReceived()

        let state = lastDisplay(view)
        #expect(state.items.map(\.showsTitle) == [false, false, true, true, true])
        #expect(state.more?.showsTitle == true)
        #expect(state.items[0].accessibilityLabel == "Lessons, tab, 1 of 3")
    }

    @Test func labelsNever_hideEveryTitle_andTheSameModeAgainSendsNothing() throws {
        let (presenter, view, _) = try makeSUT()

        presenter.setLabels(.never)
        presenter.setLabels(.never)

        view.expect([display(selection: .tab("lessons"), slot: 0, labels: .never)])
        let state = lastDisplay(view)
        #expect(state.items.map(\.showsTitle) == [false, false, false])
    }

    @Test func configuration_setsLabelsAndBadgeLimit() throws {
        var tabs = makeTabs(threeTabs)
        tabs[1].badge = "12"
        var configuration = TabBarConfiguration(tabs: tabs)
        configuration.labels = .selected
        configuration.badgeLimit = 9
        let view = TabBarViewSpy()
        let presenter = try TabBarPresenter(
            configuration: configuration, view: view, scheduler: TestScheduler())

        presenter.viewDidLoad()

        #expect(
            view.messages.first
                == .display(tabs: tabs, selection: .tab("lessons"), labels: .selected, badgeLimit: 9))
        view.skipReceived()
        let items = lastDisplay(view).items
        #expect(items[1].badge == "9+")
        #expect(items.map(\.showsTitle) == [true, false, false])
    }

    /// The last `display` the view received.
    private func lastDisplay(_ view: TabBarViewSpy) -> TabBarDisplay {
        for case .display(let state) in view.messages.reversed() { return state }
        Issue.record("no display received")
        return TabBarDisplay(
            tabs: [], maxVisible: 5, selection: .more, selectedSlot: 0, layout: TabBarLayout(), theme: .light,
            isHidden: false)
    }
}

/// A model that records the edits it is asked to apply and counts whole-list replacements.
private struct EditRecordingModel: TabBarModel {
    var base: DefaultTabBarModel
    var edits: [TabEdit] = []
    var replacements = 0

    var tabs: [Tab] {
        get { base.tabs }
        set { base.tabs = newValue }
    }
    var maxVisible: Int { base.maxVisible }
    var selection: Selection {
        get { base.selection }
        set { base.selection = newValue }
    }
    func index(of id: TabID) -> Int? { base.index(of: id) }
    mutating func select(_ selection: Selection) throws(TabBarError) { try base.select(selection) }
    mutating func replaceTabs(_ tabs: [Tab]) throws(TabBarError) {
        replacements += 1
        try base.replaceTabs(tabs)
    }
    mutating func apply(_ edit: TabEdit) throws(TabBarError) {
        edits.append(edit)
        try base.apply(edit)
    }
}
