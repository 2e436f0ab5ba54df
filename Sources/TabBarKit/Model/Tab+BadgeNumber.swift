extension Tab {
    /// The badge as a number, for an icon's ``IconAnimation/badgeInput``
    /// (<doc:BehaviorContract#Bindings>): a count badge's count (a whole number 0…2³¹−1 written in ASCII digits, leading
    /// zeros allowed, not capped by any display limit), 1 for any other badge, 0 for none.
    ///
    /// This is the one place that turns a badge into a number: when badges gain kinds (a dot,
    /// say), a dot is 1 here.
    public var badgeNumber: Double {
        guard let badge else { return 0 }
        return badge.count.map(Double.init) ?? 1
    }
}
