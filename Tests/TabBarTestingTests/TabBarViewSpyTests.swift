import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct TabBarViewSpyTests {
    private func makeSUT() throws -> (TabBarPresenter, TabBarViewSpy, TestScheduler) {
        let view = TabBarViewSpy()
        let scheduler = TestScheduler()
        let tabs = ["lessons", "archives", "search"].map { Tab(id: TabID($0), title: $0, icon: "\($0)-icon") }
        let presenter = try TabBarPresenter(
            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        presenter.delegate = view
        presenter.viewDidLoad()
        view.skipReceived()
        return (presenter, view, scheduler)
    }

    @Test func expect_withOtherMessages_showsHeadlineDiffAndHowToFix() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        scheduler.advance(by: .milliseconds(200))
        view.skipReceived()
        scheduler.advance(by: .milliseconds(200))

        withKnownIssue {
            view.expect([.interaction(false), .content("archives")])
        } matching: { issue in
            text(of: issue) == """
                The view received other messages than expected. (Expected: −, Actual: +)

                − interaction(false)
                − content(archives)
                + interaction(true)

                To fix, compare the lines marked − and +: either the presenter sent the wrong messages, \
                or the expectation is out of date.
                """
        }
    }

    @Test func expect_keepsMatchingLinesAsContext() throws {
        let (presenter, view, scheduler) = try makeSUT()
        presenter.didTap(slot: 1)
        presenter.didTap(slot: 9)

        withKnownIssue {
            view.expect([
                .selected(.tab("archives"), previous: .tab("lessons")), .rejected(nil, reason: .busy),
            ])
        } matching: { issue in
            let lines = text(of: issue).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            return lines.contains("  selected(archives, previous: lessons)")
                && lines.contains("+ interaction(false)")
                && lines.contains("+ curve(from: 65, to: 195, radius: 30, duration: 0.4s, easeInEaseOut)")
                && lines.contains(
                    "+ circle(x: 65, y: 30, alpha: 0, diameter: 57, icon: lessons-icon, duration: 0.2s)")
                && lines.contains("− rejected(nil, busy)")
                && lines.contains("+ rejected(nil, unavailable)")
        }
        scheduler.settle()
        view.skipReceived()
    }

    @Test func expect_afterAFailure_startsAfresh() throws {
        let (presenter, view, _) = try makeSUT()
        presenter.didTap(slot: 0)

        withKnownIssue {
            view.expectNoMessages()
        } matching: { issue in
            text(of: issue).contains("+ reselected(lessons)")
        }
        view.expectNoMessages()
    }

    @Test func unchecked_skipReceived_andLastDisplay_trackWhatWasSeen() throws {
        let (presenter, view, _) = try makeSUT()
        #expect(view.unchecked.isEmpty)
        #expect(view.lastDisplay?.selection == .tab("lessons"))

        try presenter.select(.tab("search"))

        #expect(view.unchecked.map(\.kind) == ["display", "content", "curve", "circle"])
        #expect(view.lastDisplay?.selection == .tab("search"))
        view.skipReceived()
        #expect(view.unchecked.isEmpty)
        #expect(view.messages.count == 9)
    }

    @Test func vetoed_rejectsAndRecordsTheQuestion() throws {
        let (presenter, view, _) = try makeSUT()
        view.vetoed = [.tab("search")]

        presenter.didTap(slot: 2)

        view.expect([.rejected(.tab("search"), reason: .vetoed)])
        #expect(view.shouldSelectQuestions == [.tab("search")])
    }

    @Test func messageHelpers_usePortraitMetricsHoverAndTheStandardBarDuration() {
        #expect(
            TabBarMessage.curve(from: 1, to: 2, duration: .zero)
                == .curve(WaveCurve(from: 1, to: 2, radius: 30, duration: .zero, timing: .easeInEaseOut)))
        #expect(
            TabBarMessage.circle(x: 1, y: 0, alpha: 1, icon: "i", duration: .zero)
                == .circle(CircleMove(x: 1, y: 0, alpha: 1, diameter: 57, icon: "i", duration: .zero)))
        #expect(TabBarMessage.input("a", true) == .input(IconInput(tab: "a", name: "hover", value: true)))
        #expect(
            TabBarMessage.bar(hidden: true)
                == .bar(BarVisibility(isHidden: true, duration: .milliseconds(300))))
        #expect(TabBarMessage.contentMore(["a"]) == .content(.more(items: ["a"])))
    }
}

@Suite(.tabBarChecks)
struct TestDescriptionTests {
    @Test func seconds_dropTrailingZeros() {
        #expect(TestDescription.seconds(.zero) == "0s")
        #expect(TestDescription.seconds(.milliseconds(400)) == "0.4s")
        #expect(TestDescription.seconds(.milliseconds(1500)) == "1.5s")
        #expect(TestDescription.seconds(.milliseconds(1001)) == "1.001s")
        #expect(TestDescription.seconds(.seconds(2)) == "2s")
        #expect(TestDescription.seconds(.milliseconds(-200)) == "-0.2s")
    }

    @Test func numbers_dropATrailingPointZero() {
        #expect(TestDescription.number(65) == "65")
        #expect(TestDescription.number(146.25) == "146.25")
        #expect(TestDescription.number(-3) == "-3")
        #expect(TestDescription.number(.nan) == "nan")
    }

    @Test func diff_marksExpectedOnlyWithMinusBeforeActualOnlyWithPlus() {
        let diff = TestDescription.diff(
            expected: [.interaction(false), .content("a"), .interaction(true)],
            actual: [.interaction(false), .content("b"), .interaction(true)])

        #expect(
            diff == """
                  interaction(false)
                − content(a)
                + content(b)
                  interaction(true)
                """)
    }

    @Test func lines_describeEveryKind() {
        let display = TabBarDisplay(
            tabs: [Tab(id: "a", title: "A", icon: "i", badge: "3", isEnabled: false)], maxVisible: 5,
            selection: .tab("a"), selectedSlot: 0, layout: TabBarLayout(), theme: .dark, isHidden: true)
        #expect(
            TestDescription.line(.display(display))
                == "display(selection: a, slot: 0, tabs: [a[3](disabled)], maxVisible: 5, width: 390, "
                + "portrait, ltr, dark, hidden: true)")
        #expect(TestDescription.line(.bar(hidden: false)) == "bar(hidden: false, duration: 0.3s)")
        #expect(TestDescription.line(.input("a", false)) == "input(a, hover, false)")
        #expect(TestDescription.line(.contentMore(["x", "y"])) == "content(more: [x, y])")
        #expect(TestDescription.line(.selected(.more, previous: .tab("a"))) == "selected(more, previous: a)")
        #expect(TestDescription.line(.reselected(.more)) == "reselected(more)")
        #expect(TestDescription.line(.rejected(.tab("a"), reason: .hidden)) == "rejected(a, hidden)")
    }
}
