% Underline shapes: solid with skip-ink over descenders, double, dotted; links; highlight and rules as negatives.
@family serif
@title Underline shapes

# Underline shapes

A solid underline over descenders: {u:gypsy jumping quickly} and {u:pygmy}; the line skips the ink.
A {d:double underlined} phrase, a {o:dotted underlined} phrase, and a {bd:bold double} one.

Links: {u:underlined link|https://example.com/a} and {:bare link|https://example.com/b} and {b:strong text} between.

A {h:highlighted} word has a coloured background but no underline; nor does {h:this one}.

@hr

Struck and double: {sd:both styles} and {is:slanted struck}.
