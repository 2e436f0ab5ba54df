extension Orientation {
    /// The orientation of a screen or window `width` × `height`: landscape when it is wider
    /// than tall, portrait otherwise (a square counts as portrait).
    public init(width: Double, height: Double) { self = width > height ? .landscape : .portrait }
}
