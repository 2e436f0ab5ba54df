import TabBarKit
import Testing

/// Slot centres stay finite and inside the bar for every finite width, even where
/// `width * (slot + 0.5)` alone would overflow.
@Test(arguments: [Double.greatestFiniteMagnitude, 1e308, 1e-300, 390])
func slotCentres_hugeOrTinyWidths_stayFiniteAndInsideTheBar(width: Double) {
    for direction in LayoutDirection.allCases {
        let geometry = TabBarGeometry(layout: TabBarLayout(width: width, direction: direction), slotCount: 5)
        for slot in 0..<5 {
            let x = geometry.x(ofSlot: slot)
            #expect(x.isFinite)
            #expect(x >= 0 && x <= width)
        }
    }
}
