import TabBarKit
import Testing

/// The frames and decisions a UIKit or SwiftUI view takes from the core instead of computing.
struct ViewFramesTests {
    @Test func circleFrame_isTheDiameterSquareCentredOnTheMove() {
        let resting = CircleMove(x: 65, y: 0, alpha: 1, diameter: 57, icon: "book", duration: .zero)
        let sunk = CircleMove(
            x: 325, y: TabBarMetrics.sinkOffset, alpha: 0, diameter: 47, icon: "book", duration: .zero)

        #expect(resting.frame == Rect(x: 36.5, y: -28.5, width: 57, height: 57))
        #expect(resting.frame.centre == Point(x: 65, y: 0))
        #expect(sunk.frame == Rect(x: 301.5, y: 6.5, width: 47, height: 47))
        #expect(sunk.frame == sunk.target.frame)
    }

    @Test func dipDepth_isTheMiddleOfTheWavesCubic() {
        let portrait = TabBarGeometry(layout: TabBarLayout(), slotCount: 3)
        let landscape = TabBarGeometry(layout: TabBarLayout(orientation: .landscape), slotCount: 3)

        // 0.125·15 + 0.375·45 + 0.375·(30 + 30/1.8) + 0.125·15, for radius 30.
        #expect(abs(portrait.dipDepth - 38.125) < 1e-9)
        #expect(abs(landscape.dipDepth - 38.125 * 25 / 30) < 1e-9)
    }

    @Test func indicatorFrame_sitsUnderTheSlotBetweenCircleAndDipFloor() {
        let geometry = TabBarGeometry(layout: TabBarLayout(width: 390), slotCount: 3)

        let frame = geometry.indicatorFrame(ofSlot: 2)

        #expect(frame.centre.x == 325)
        #expect(frame.width == 20)
        #expect(frame.height == 3)
        #expect(abs(frame.y - (28.5 + (38.125 - 28.5 - 3) / 3)) < 1e-9)
        #expect(frame.y > geometry.circleDiameter / 2)
        #expect(frame.y + frame.height < geometry.dipDepth)
    }

    @Test func indicatorFrame_inRightToLeft_isMirrored() {
        let geometry = TabBarGeometry(layout: TabBarLayout(width: 390, direction: .rtl), slotCount: 3)

        #expect(geometry.indicatorFrame(ofSlot: 0).centre.x == 325)
    }

    @Test func barFrame_isTheLayoutWidthByTheBarHeight() {
        let geometry = TabBarGeometry(layout: TabBarLayout(width: 414), slotCount: 4)

        #expect(geometry.barFrame == Rect(x: 0, y: 0, width: 414, height: 49))
    }

    @Test func orientation_fromBounds_isLandscapeOnlyWhenWider() {
        #expect(Orientation(width: 844, height: 390) == .landscape)
        #expect(Orientation(width: 390, height: 844) == .portrait)
        #expect(Orientation(width: 500, height: 500) == .portrait)
    }
}
