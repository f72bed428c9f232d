% A family that ships only a Regular face: bold and italic must be synthesized by the generator.
@family regular-only
@title Regular face only

# Regular face only

This font has a single {b:regular} face, so a {b:bold word} is drawn by the generator with a thicker outline,
and an {i:italic word} is slanted by a matrix. Both {bi:together} also work. The styles {u:underline} and
{s:strike} are drawn as lines as usual, and {bu:mixed} or {is:others} too.

A whole {b:sentence in bold that runs long enough to wrap onto the next line of the page} ends here.
