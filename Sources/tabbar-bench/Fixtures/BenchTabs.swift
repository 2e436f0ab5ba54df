import TabBarKit

/// The tabs the figures use: `tab-0`, `tab-1`, … every one with an animated icon, so a tap
/// runs the whole choreography (wave, circle, icon input).
enum BenchTabs {
    static func make(count: Int) -> [Tab] {
        (0..<count).map { index in
            Tab(
                id: TabID("tab-\(index)"), title: "Tab \(index)", icon: "icon-\(index)",
                badge: index == 1 ? "3" : nil, animation: IconAnimation())
        }
    }
}
