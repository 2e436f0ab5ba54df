import TabBarKit

/// One choreography, tested alone, without a presenter: it plays a `SelectionMove` on a stage
/// whose messages go to a ``TabBarViewSpy`` (stamped with a ``TestScheduler``'s time) and whose
/// steps run on that scheduler. Both are exhaustive, as in a presenter test.
///
/// ```swift
/// let sut = ChoreographyUnderTest(BounceChoreography())
/// sut.animate(ChoreographyUnderTest.move(fromX: 65, toX: 195, toIcon: "archives-icon"))
/// sut.scheduler.settle()
/// sut.view.expect(events: [
///     .at(.zero, .circle(x: 195, y: -12, alpha: 1, icon: "archives-icon", duration: .milliseconds(150))),
///     .at(.milliseconds(150), .circle(x: 195, y: 0, alpha: 1, icon: "archives-icon", duration: .milliseconds(150))),
/// ])
/// ```
@MainActor
public final class ChoreographyUnderTest {
    /// The choreography under test.
    public let choreography: any TabBarChoreography
    /// Where its messages go.
    public let view: TabBarViewSpy
    /// Where its steps are scheduled.
    public let scheduler: TestScheduler
    /// The stage it plays on.
    public let stage: ChoreographyStage

    /// Makes a stage for `choreography`; teardown failures are reported at this line.
    public init(
        _ choreography: any TabBarChoreography, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.choreography = choreography
        scheduler = TestScheduler(fileID: fileID, filePath: filePath, line: line, column: column)
        view = TabBarViewSpy(
            scheduler: scheduler, fileID: fileID, filePath: filePath, line: line, column: column)
        stage = ChoreographyStage(view: view, scheduler: scheduler)
    }

    // Before the stored properties go: the scheduler still holds the steps left.
    deinit { scheduler.checkTeardown() }

    /// Plays `move` as an animated selection change, and returns the lock the choreography asks for.
    @discardableResult
    public func animate(_ move: SelectionMove) -> Duration {
        choreography.animate(move, on: stage)
        return choreography.lockDuration(for: move)
    }

    /// Places the choreography's pieces for `move` at once (a selection change without animation,
    /// a layout change, the first display).
    public func place(_ move: SelectionMove) { choreography.place(move, on: stage) }

    /// Plays a reselect of `tab`.
    public func activate(_ tab: Tab) { choreography.activate(tab, on: stage) }

    /// Tells the choreography that the view recreated `tab`'s icon (`didAttachIcon`).
    public func attachIcon(_ tab: Tab) { choreography.attachIcon(tab, on: stage) }

    /// A move in a 390-point portrait bar, every field defaulted except what a test names.
    public static func move(
        from: Selection = .tab("from"), to: Selection = .tab("to"), fromSlot: Int = 0, toSlot: Int = 1,
        fromX: Double, toX: Double, fromIcon: String = "from-icon", toIcon: String = "to-icon",
        metrics: TabBarMetrics = .forOrientation(.portrait)
    ) -> SelectionMove {
        SelectionMove(
            from: from, to: to, fromSlot: fromSlot, toSlot: toSlot, fromX: fromX, toX: toX,
            fromIcon: fromIcon,
            toIcon: toIcon, metrics: metrics)
    }
}
