import Testing

/// The CustomRenderer example prints exactly this: a Markdown table per display, and the
/// owner's reports (the inbox tab is vetoed by the example's owner).
@Test func customRendererExample_printsMarkdownTables() throws {
    let run = try ExampleRunner.run("CustomRenderer")
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
        run.output == """

            | **Home** | Search | Inbox \\| 2 |
            | --- | --- | --- |
            - t=0 ms: selected `search` (was `home`)

            | Home | **Search** | Inbox \\| 2 |
            | --- | --- | --- |
            - t=400 ms: rejected `inbox` (vetoed)

            """)
}

@Test func customRendererExample_unknownName_listsTheRegisteredOnes() throws {
    let run = try ExampleRunner.run("CustomRenderer", ["marksown"])
    #expect(
        run.output == "error: unknown renderer 'marksown'; did you mean 'markdown'? (available: markdown)\n")
}
