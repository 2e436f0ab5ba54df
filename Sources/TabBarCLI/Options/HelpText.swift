import TabBarKit

/// The text of `tabbar --help`, written for people.
public enum HelpText {
    /// The help text, ending with a newline.
    public static let text = """
        tabbar — an animated tab bar, driven from the command line

        USAGE
          tabbar                                  live in a terminal; a short tour otherwise
                                                  (also when TERM is unset, empty or dumb)
          tabbar --script 'tap search; wait 1'    play a script in virtual time
          tabbar --list-renderers | --help | --version

        INPUT
          --manifest FILE          the tabs and settings (JSON); default: the built-in demo
          --script TEXT            commands separated by ';' or new lines
          --script-file FILE|-     the script from a file, or '-' for standard input
          --realtime               play the script (or the tour) on the real clock

        OUTPUT
          --renderer NAME          text (default), json, log, svg (see --list-renderers);
                                   the live mode always draws text
          --color auto|always|never
                                   auto: only when standard output is a terminal and
                                   NO_COLOR is unset or empty
          --renderer-plugin PATH   a renderer from a shared library (C ABI)
          --frames-dir DIR         svg: one file per frame, DIR/frame-0001.svg, … (30 a
                                   second while something moves; numbers padded to the
                                   run's frame count, at least 4 digits); lists the files
                                   at the end. DIR must be empty or hold only frame-*.svg
                                   regular files of an earlier run, which are replaced;
                                   links are never followed (anything else: status 64)
          --animate                svg: one animated SVG

        SETTINGS (override the manifest)
          --width PT               the bar's width in points (default 390); numbers are
                                   decimal everywhere (390, 0.5, 1e3; not 0x10, inf, nan)
          --portrait | --landscape
          --ltr | --rtl
          --theme light|dark
          --tap-policy defer|drop|interrupt
                                   taps during an animation: handle later, reject, or
                                   turn the animation towards them at once
          --reduce-motion          show every selection at once, without the wave
          --max-visible N          slots, the More slot included (at least 2)
          --labels always|selected|never|auto
                                   which slots show their title (auto: all up to 3 slots)
          --badge-limit N          a count above N shows as N+ (default 99, at least 1)
          --restore FILE           restore a state printed by the script command 'state'

        SCRIPT COMMANDS
          tap ID | tap more        pick ID               select ID [animated]
          wait SECONDS             resize WIDTH [portrait|landscape]
          theme light|dark         badge ID VALUE|none   enable ID | disable ID
          remove ID                insert INDEX ID "TITLE" ICON
          hide | show              veto ID | unveto ID   motion reduced|full
          badge ID dot             labels always|selected|never|auto
          shortcut N               move ID INDEX         state | restore FILE
          attach ID                (the view recreated a tab's icon: its state is sent again)
          direction ltr|rtl        policy defer|drop|interrupt
          # comment

        LIVE KEYS
          1-9 tap a slot (or pick from the More list while it shows)
          ←/→ tap the next slot     m  More     t  theme     r  right-to-left
          a   Reduce Motion on/off  p  next tap policy (defer, drop, interrupt)
          b   next badge of the selected tab (none, 1, 120 as 99+, dot, new)
          l   next label mode (always, selected, never, auto)
          ↑/↓ while the More list shows: its first tab into the bar / the bar's last to the list
          w   write the session so far as a test (./TabBarSessionTests.swift; path shown on quit)
          q or Ctrl-C quit          Ctrl-Z suspend (fg redraws)

        EXIT STATUS
          0 success (also when the reader of the output goes away: it stops at once)
          64 usage error   65 bad script or manifest   66 unreadable file   70 internal error
          74 output cannot be written (full disk, file-size limit): "tabbar: cannot write
             to standard output: <reason>"
          live mode, the terminal restored: 129 SIGHUP  130 Ctrl-C/SIGINT  131 SIGQUIT
             143 SIGTERM

        EXAMPLES
          tabbar --renderer json --script 'tap search; wait 0.5' | head -3
          tabbar --script-file tour.txt --rtl --theme dark
          echo 'tap more; pick profile' | tabbar --renderer log --script-file -

        """
}
