extension Tab {
    /// The badge as a number, for an icon's ``IconAnimation/badgeInput`` (the behaviour contract,
    /// section 6): a count badge's count (a whole number 0…2³¹−1 written in ASCII digits, leading
    /// zeros allowed, not capped by any display limit), 1 for any other badge, 0 for none (`nil`
    /// or empty).
    ///
    /// This is the one place that turns a badge into a number: when badges gain kinds (a dot,
    /// section 7), a dot is 1 here.
    public var badgeNumber: Double {
        guard let badge = visibleBadge else { return 0 }
        var value = 0
        for byte in badge.utf8 {
            guard byte >= 0x30, byte <= 0x39 else { return 1 }
            value = value * 10 + Int(byte - 0x30)
            if value > 2_147_483_647 { return 1 }
        }
        return Double(value)
    }
}
