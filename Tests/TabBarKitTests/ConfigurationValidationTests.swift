import TabBarInputSupport
import TabBarKit
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct ConfigurationValidationTests {
    private func validate(_ configuration: TabBarConfiguration) -> TabBarError? {
        do throws(TabBarError) {
            try configuration.validate()
            return nil
        } catch {
            return error
        }
    }

    @Test func defaults_areFiveVisible390PointsPortraitLeftToRightLightDefer() throws {
        let configuration = TabBarConfiguration(tabs: makeTabs(threeTabs))

        #expect(validate(configuration) == nil)
        #expect(configuration.maxVisible == 5)
        #expect(configuration.initial == nil)
        #expect(configuration.layout == TabBarLayout(width: 390, orientation: .portrait, direction: .ltr))
        #expect(configuration.theme == .light)
        #expect(configuration.tapPolicy == .defer)
        #expect(IconAnimation() == IconAnimation(input: "hover", duration: .milliseconds(1500)))
    }

    @Test func initial_defaultsToTheFirstEnabledTab() throws {
        let model = try DefaultTabBarModel(tabs: disabling("lessons", in: threeTabs))

        #expect(model.selection == .tab("archives"))
    }

    @Test func emptyTabList_isRefused() {
        let error = validate(TabBarConfiguration(tabs: []))

        #expect(error == .noTabs)
        #expect(error?.description == "the tab list is empty; give at least one tab")
    }

    @Test(arguments: ["Lessons", "-lessons", "", "tab 2", "über"])
    func malformedID_isRefusedQuotingIt(id: String) {
        let error = validate(TabBarConfiguration(tabs: makeTabs(["lessons", TabID(id)])))

        #expect(error == .malformedTabID(TabID(id)))
        #expect(error?.description.contains("'\(id)'") == true)
    }

    @Test func malformedID_isQuotedEscaped() {
        let hostile = "x\u{1B}[31m\u{202E}\\"
        let error = validate(TabBarConfiguration(tabs: makeTabs(["lessons", TabID(hostile)])))

        #expect(error == .malformedTabID(TabID(hostile)))
        #expect(error?.description.hasPrefix("tab id 'x\\u{1B}[31m\\u{202E}\\\\' is malformed;") == true)
    }

    @Test func longID_isCutShortInTheDescription() {
        let long = TabID(String(repeating: "a", count: 100))
        let description = TabBarError.unknownTab(long, suggestion: nil).description

        #expect(description == "unknown tab '\(String(repeating: "a", count: 60))…'")
    }

    @Test(arguments: ["a", "0", "tab-2", "tab_2", "9lives"])
    func wellFormedID_isAccepted(id: String) {
        #expect(validate(TabBarConfiguration(tabs: makeTabs([TabID(id)]))) == nil)
    }

    @Test func reservedID_isRefused() {
        let error = validate(TabBarConfiguration(tabs: makeTabs(["lessons", "more"])))

        #expect(error == .reservedTabID)
        #expect(error?.description == "tab id 'more' is reserved for the More slot; choose another id")
    }

    @Test func duplicateID_isRefusedQuotingIt() {
        let error = validate(TabBarConfiguration(tabs: makeTabs(["lessons", "search", "lessons"])))

        #expect(error == .duplicateTabID("lessons"))
        #expect(error?.description == "tab id 'lessons' is used twice; every tab needs its own id")
    }

    @Test func noEnabledTab_isRefused() {
        let error = validate(
            TabBarConfiguration(tabs: disabling("lessons", "search", in: ["lessons", "search"])))

        #expect(error == .noEnabledTab)
        #expect(error?.description == "no tab is enabled; enable at least one tab")
    }

    @Test(arguments: [1, 0, -3])
    func maxVisibleBelowTwo_isRefusedQuotingIt(maxVisible: Int) {
        let error = validate(TabBarConfiguration(tabs: makeTabs(threeTabs), maxVisible: maxVisible))

        #expect(error == .maxVisibleTooSmall(maxVisible))
        #expect(error?.description == "maxVisible \(maxVisible) is too small; it must be at least 2")
    }

    @Test func invalidWidth_isRefusedQuotingIt() throws {
        let error = validate(TabBarConfiguration(tabs: makeTabs(threeTabs), layout: TabBarLayout(width: -1)))

        #expect(error == .invalidWidth(-1))
        #expect(error?.description == "width -1.0 is invalid; it must be a finite number greater than 0")
        #expect(throws: TabBarError.invalidWidth(0)) {
            try TabBarPresenter(
                configuration: TabBarConfiguration(tabs: makeTabs(threeTabs), layout: TabBarLayout(width: 0)),
                view: TabBarViewSpy(), scheduler: UnimplementedScheduler())
        }
    }

    @Test func animationShorterThanOneMillisecond_isRefusedQuotingTabAndDuration() {
        var tabs = makeTabs(threeTabs)
        tabs[2].animation = IconAnimation(duration: .microseconds(999))

        let error = validate(TabBarConfiguration(tabs: tabs))

        #expect(error == .durationTooShort("search", .microseconds(999)))
        #expect(error?.description.contains("'search'") == true)
        #expect(error?.description.contains("\(Duration.microseconds(999))") == true)
        tabs[2].animation = IconAnimation(duration: .milliseconds(1))
        #expect(validate(TabBarConfiguration(tabs: tabs)) == nil)
    }

    @Test func unknownInitialTab_isRefusedWithDidYouMean() {
        let error = validate(TabBarConfiguration(tabs: makeTabs(threeTabs), initial: "archive"))

        #expect(error == .unknownTab("archive", suggestion: "archives"))
        #expect(error?.description == "unknown tab 'archive'; did you mean 'archives'?")
    }

    @Test func disabledInitialTab_isRefusedQuotingIt() {
        let error = validate(TabBarConfiguration(tabs: disabling("search", in: threeTabs), initial: "search"))

        #expect(error == .disabledTab("search"))
        #expect(error?.description == "tab 'search' is disabled; enable it before selecting it")
    }

    @Test func everyRemainingCase_quotesItsValue() {
        #expect(
            TabBarError.noMoreSlot.description == "'more' is unavailable: every tab has a slot of its own")
        #expect(
            TabBarError.indexOutOfRange(7, count: 3).description
                == "index 7 is out of range; it must be between 0 and 3")
        #expect(
            TabBarError.lastEnabledTab("lessons").description
                == "tab 'lessons' is the last enabled tab; at least one tab must stay enabled")
    }

    @Test func rejectionReasons_mapDisabledAndUnavailableAndEverythingElseToInvalid() {
        #expect(TabBarError.disabledTab("a").rejectionReason == .disabled)
        #expect(TabBarError.noMoreSlot.rejectionReason == .unavailable)
        let invalid: [TabBarError] = [
            .noTabs, .malformedTabID("A"), .reservedTabID, .duplicateTabID("a"), .noEnabledTab,
            .maxVisibleTooSmall(1), .invalidWidth(0), .durationTooShort("a", .zero),
            .unknownTab("a", suggestion: nil), .indexOutOfRange(9, count: 1), .lastEnabledTab("a"),
        ]
        #expect(invalid.allSatisfy { $0.rejectionReason == .invalid })
    }

    @Test func closestName_suggestsOnlyLikelyTypos() {
        #expect(ClosestName.find("archivs", among: ["lessons", "archives"]) == "archives")
        #expect(ClosestName.find("xyz", among: ["lessons", "archives"]) == nil)
        #expect(ClosestName.editDistance("kitten", "sitting") == 3)
    }
}
