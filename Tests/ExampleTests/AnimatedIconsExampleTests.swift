import Testing

/// The AnimatedIcons example prints the capsule moving, content switching, and each icon's
/// `hover` input — a re-tap at 1 s moves the single reset to 2.5 s.
@Test func animatedIconsExample_printsCapsuleContentAndHoverInputs() throws {
    let run = try ExampleRunner.run("AnimatedIcons")
    #expect(run.status == 0)
    #expect(
        run.output == """
            tabs: Lessons (academic-cap), Archives (archive-box)
            0.000s  (Lessons)  ·Archives 3·   content: Lessons
            0.000s  ·Lessons·  (Archives 3)   content: Archives
            0.000s  ·Lessons·  (Archives 3)   archive-box.hover = true
            1.000s  ·Lessons·  (Archives 3)   archive-box.hover = true
            2.500s  ·Lessons·  (Archives 3)   archive-box.hover = false
            3.000s  (Lessons)  ·Archives 3·   content: Lessons
            3.000s  (Lessons)  ·Archives 3·   academic-cap.hover = true
            4.500s  (Lessons)  ·Archives 3·   academic-cap.hover = false

            """)
}
