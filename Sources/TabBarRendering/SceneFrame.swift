import TabBarKit

/// The bar as it looks at one instant, interpolated from the motions in flight.
public struct SceneFrame: Equatable, Sendable {
    /// The scene's time.
    public var time: Duration
    /// The latest static state, if any was displayed.
    public var display: TabBarDisplay?
    /// Where the wave's dip is centred.
    public var waveX: Double
    /// The dip's radius.
    public var waveRadius: Double
    /// The floating circle.
    public var circle: CircleState
    /// How visible the bar is: 1 shown, 0 hidden, between while it slides.
    public var barVisibility: Double
    /// Whether the bar accepts taps.
    public var isInteractionEnabled: Bool
    /// Tabs whose icon input is currently `true`.
    public var activeInputs: Set<TabID>
    /// The content showing.
    public var content: TabContent?
}
