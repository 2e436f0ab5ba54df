import Testing

/// The AnimatedIcons example prints the capsule moving, content switching, and each icon's
/// inputs: the `hover` pulse (a re-tap at 1 s moves the single reset to 2.5 s), and Archives'
/// other bindings — `active` while selected, `tap` fired on each tap, `count` its badge — sent
/// again when its icon is attached at 1.5 s, mid-pulse.
@Test func animatedIconsExample_printsCapsuleContentAndEveryIconInput() throws {
    let run = try ExampleRunner.run("AnimatedIcons")
    #expect(run.status == 0)
    #expect(
        run.output == """
            tabs: Lessons (academic-cap), Archives (archive-box)
            0.000s  (Lessons)  ·Archives 3·   content: Lessons
            0.000s  (Lessons)  ·Archives 3·   archive-box.count = 3
            0.000s  ·Lessons·  (Archives 3)   content: Archives
            0.000s  ·Lessons·  (Archives 3)   archive-box.active = true
            0.000s  ·Lessons·  (Archives 3)   archive-box.tap fired
            0.000s  ·Lessons·  (Archives 3)   archive-box.hover = true
            1.000s  ·Lessons·  (Archives 3)   archive-box.tap fired
            1.000s  ·Lessons·  (Archives 3)   archive-box.hover = true
            1.500s  ·Lessons·  (Archives 3)   archive-box.active = true
            1.500s  ·Lessons·  (Archives 3)   archive-box.count = 3
            1.500s  ·Lessons·  (Archives 3)   archive-box.hover = true
            1.500s  ·Lessons·  (Archives 12)   archive-box.count = 12
            2.500s  ·Lessons·  (Archives 12)   archive-box.hover = false
            3.000s  (Lessons)  ·Archives 12·   content: Lessons
            3.000s  (Lessons)  ·Archives 12·   archive-box.active = false
            3.000s  (Lessons)  ·Archives 12·   academic-cap.hover = true
            4.500s  (Lessons)  ·Archives 12·   academic-cap.hover = false

            """)
}
