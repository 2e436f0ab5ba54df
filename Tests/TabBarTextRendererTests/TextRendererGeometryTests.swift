import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// Where the dip and the circle are drawn, computed here from the contract's geometry.
@Suite(.tabBarChecks)
@MainActor
struct TextRendererGeometryTests {
    let radius = 30.0  // portrait wave radius
    let from = slotCentre(0, of: 3)
    let to = slotCentre(2, of: 3)

    /// Taps search at t=1 and runs the choreography to the end.
    func tapSearchAtOneSecond() throws -> TextSUT {
        let sut = try makeTextSUT()
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(slot: 2)
        sut.scheduler.settle()
        return sut
    }

    /// Expects the dip's corners at `x ± radius` on the edge and dip rows, except on the
    /// edge row where a sinking circle (centred at `circleX`) covers them.
    func expectDip(
        at x: Double, in frame: [String], circleOnEdgeAt circleX: Double? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let left = expectedColumn(x - radius)
        let right = expectedColumn(x + radius)
        let covered = circleX.map { expectedColumn($0) - 2...expectedColumn($0) + 2 }
        for (column, corner) in [(left, "╮"), (right, "╭")] as [(Int, Character)]
        where covered?.contains(column) != true {
            #expect(
                cell(frame[Row.edge], column) == corner, "edge: \(frame[Row.edge])",
                sourceLocation: sourceLocation)
        }
        #expect(cell(frame[Row.dip], left) == "╰", "dip: \(frame[Row.dip])", sourceLocation: sourceLocation)
        #expect(cell(frame[Row.dip], right) == "╯", "dip: \(frame[Row.dip])", sourceLocation: sourceLocation)
        let bottom = cells(frame[Row.dip])[(left + 1)..<right]
        #expect(
            bottom.allSatisfy { $0 == "─" || $0 == "·" }, "dip: \(frame[Row.dip])",
            sourceLocation: sourceLocation)
    }

    /// Expects the circle drawn as `open glyph close` centred on `x` in `row`.
    func expectCircle(
        at x: Double, row: Int, glyph: Character, open: Character = "(", close: Character = ")",
        in frame: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let centre = expectedColumn(x)
        let line = frame[row]
        #expect(cell(line, centre - 2) == open, "row \(row): \(line)", sourceLocation: sourceLocation)
        #expect(cell(line, centre) == glyph, "row \(row): \(line)", sourceLocation: sourceLocation)
        #expect(cell(line, centre + 2) == close, "row \(row): \(line)", sourceLocation: sourceLocation)
        for other in Row.circle...Row.dip where other != row {
            #expect(
                !frame[other].contains(open), "row \(other): \(frame[other])", sourceLocation: sourceLocation)
        }
    }

    @Test func viewDidLoad_drawsDipAndRestingCircleUnderFirstSlot() throws {
        let sut = try makeTextSUT()
        let frames = sut.finishedFrames()
        #expect(frames.count == 1)
        let frame = try #require(frames.first)
        #expect(frame[Row.header] == "t=0.000  selected: lessons")
        expectDip(at: from, in: frame)
        expectCircle(at: from, row: Row.circle, glyph: "⌓", in: frame)
    }

    @Test func tap_writesOneFramePerInstantWithChoreography() throws {
        let sut = try tapSearchAtOneSecond()
        let frames = sut.finishedFrames()
        #expect(
            frames.map { $0[Row.header] } == [
                "t=0.000  selected: lessons",
                // The selection feedback is shown with the reports, as the log shows it.
                "t=1.000  selected: search  · locked  · was: lessons  · feedback selection",
                "t=1.200  selected: search  · locked",
                "t=1.400  selected: search",
            ])
    }

    @Test func tap_atStart_dipAndCircleStillAtOldSlot() throws {
        let frame = try tapSearchAtOneSecond().finishedFrames()[1]
        expectDip(at: from, in: frame)
        expectCircle(at: from, row: Row.circle, glyph: "⌓", in: frame)
    }

    @Test func tap_after200ms_dipHalfwayAndCircleInvisibleSunkAtNewSlot() throws {
        let frame = try tapSearchAtOneSecond().finishedFrames()[2]
        expectDip(at: from + (to - from) * easeInEaseOut(0.5), in: frame)
        // Sunk by the full offset (30 points = two rows), alpha 0: an empty dotted ghost.
        expectCircle(at: to, row: Row.circle + 2, glyph: " ", open: "·", close: "·", in: frame)
    }

    @Test func tap_after400ms_dipAndRisenCircleAtNewSlot() throws {
        let frame = try tapSearchAtOneSecond().finishedFrames()[3]
        expectDip(at: to, in: frame)
        expectCircle(at: to, row: Row.circle, glyph: "⌕", in: frame)
    }

    @Test func drawAt_midSink_interpolatesWaveAndFadesSinkingCircle() throws {
        let sut = try makeTextSUT()
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(slot: 2)
        sut.scheduler.advance(by: .milliseconds(100))
        let frame = sut.renderer.draw(at: sut.scheduler.now)

        #expect(frame[Row.header] == "t=1.100  selected: search  · locked")
        expectDip(at: from + (to - from) * easeInEaseOut(0.25), in: frame, circleOnEdgeAt: from)
        let y = 30 * easeInEaseOut(0.5)  // half way down, half faded
        let row = Row.circle + Int((y / 30 * 2).rounded())
        expectCircle(at: from, row: row, glyph: "⌓", open: "·", close: "·", in: frame)
    }

    @Test func drawAt_midRise_interpolatesWaveAndFadesRisingCircle() throws {
        let sut = try makeTextSUT()
        sut.scheduler.advance(by: .seconds(1))
        sut.presenter.didTap(slot: 2)
        sut.scheduler.advance(by: .milliseconds(300))
        let frame = sut.renderer.draw(at: sut.scheduler.now)

        expectDip(at: from + (to - from) * easeInEaseOut(0.75), in: frame, circleOnEdgeAt: to)
        let y = 30 * (1 - easeInEaseOut(0.5))
        let row = Row.circle + Int((y / 30 * 2).rounded())
        expectCircle(at: to, row: row, glyph: "⌕", open: "·", close: "·", in: frame)
    }

    @Test func drawAt_everyMillisecondOfTap_dipMovesMonotonicallyTowardsNewSlot() throws {
        let sut = try makeTextSUT()
        sut.presenter.didTap(slot: 2)
        var lefts: [Int] = []
        for millisecond in stride(from: 0, through: 400, by: 10) {
            sut.scheduler.advance(to: .milliseconds(millisecond))
            let frame = sut.renderer.draw(at: sut.scheduler.now)
            let left = try #require(cells(frame[Row.dip]).firstIndex(of: "╰"))
            lefts.append(left)
        }
        #expect(lefts.first == expectedColumn(from - radius))
        #expect(lefts.last == expectedColumn(to - radius))
        #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func columns_mapPointsLinearly() throws {
        let sut = try makeTextSUT(options: RendererOptions(columns: 120))
        let frame = try #require(sut.finishedFrames().first)
        let centre = expectedColumn(from, columns: 120)
        #expect(cell(frame[Row.circle], centre) == "⌓")
        #expect(frame.allSatisfy { $0.count <= 120 })
    }

    @Test func landscapeRightToLeft_mirrorsSlotsAndNarrowsDip() throws {
        let layout = TabBarLayout(width: 844, orientation: .landscape, direction: .rtl)
        let sut = try makeTextSUT(layout: layout)
        let frame = try #require(sut.finishedFrames().first)
        let x = 844 - slotCentre(0, of: 3, width: 844)
        let left = expectedColumn(x - 25, width: 844)
        let right = expectedColumn(x + 25, width: 844)
        #expect(cell(frame[Row.dip], left) == "╰")
        #expect(cell(frame[Row.dip], right) == "╯")
        #expect(cell(frame[Row.circle], expectedColumn(x, width: 844)) == "⌓")
    }
}
