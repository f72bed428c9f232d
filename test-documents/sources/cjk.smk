% Chinese text; phrases are separated by spaces so that each styled phrase is one word.
% Short paragraphs, so no line has to break between ideographs.
@family cjk
@title CJK

# 中文 样式

这是 普通 文字。 这是 {b:粗体} 文字。

这是 {i:斜体} 文字。 这是 {u:下划线} 文字。

这是 {s:删除线} 文字。 这是 {bi:粗斜体} 文字。

混合 {bu:粗体下划线} 和 {is:斜体删除线} 结尾。
