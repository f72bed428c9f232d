% Blocks of text turned by thirty and by ninety degrees between upright paragraphs (issue 26:
% Tika's angle detection reads the page once per angle of its text). Each word has one style
% wherever it stands, so that words the modes write in another order align with their like.
@family serif
@title Turned text

# Turned blocks

The upright text has {b:bold}, {i:italic}, {u:underlined} and {s:struck} words.

@rotate 30
A block at thirty degrees with {b:bold}, {i:italic} and {u:underlined} terms.

@rotate
A block at ninety degrees with {b:bold}, {s:struck} and {u:underlined} marks.

The last upright line has {b:heavy phrases} and {i:slanted letters}.
