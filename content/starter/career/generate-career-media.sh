#!/usr/bin/env bash
# Generates the career starter media of issue 8 (two courseware/case PDFs, two slide videos with
# Mandarin narration) from text written for this app, in the same style as ../generate-media.sh.
# Needs ffmpeg, espeak-ng, fonts-noto-cjk and chromium. Output goes to ../media (committed).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=media
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FONT="Noto Sans CJK SC"
mkdir -p "$OUT/video" "$OUT/doc"

slide() { # out.ts colour title body narration
  local out=$1 colour=$2 title=$3 body=$4 say=$5
  printf '%s' "$title" >"$WORK/title.txt"
  printf '%b' "$body" >"$WORK/body.txt"
  espeak-ng -v cmn -s 190 -w "$WORK/say.wav" "$say"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$colour:s=426x240:r=12" -i "$WORK/say.wav" \
    -vf "drawtext=font='$FONT':textfile=$WORK/title.txt:fontcolor=white:fontsize=24:x=(w-text_w)/2:y=40,\
drawtext=font='$FONT':textfile=$WORK/body.txt:fontcolor=white:fontsize=16:line_spacing=8:x=30:y=100" \
    -c:v libx264 -preset veryfast -profile:v baseline -pix_fmt yuv420p -b:v 90k -maxrate 120k -bufsize 240k \
    -g 24 -c:a aac -b:a 32k -ac 1 -ar 22050 -shortest -af apad=pad_dur=0.6 -f mpegts "$out"
}

video() { # id colour (title body narration)...
  local id=$1 colour=$2
  shift 2
  local list="$WORK/$id.txt" n=0
  : >"$list"
  while [ $# -ge 3 ]; do
    slide "$WORK/$id-$n.ts" "$colour" "$1" "$2" "$3"
    echo "file '$WORK/$id-$n.ts'" >>"$list"
    n=$((n + 1))
    shift 3
  done
  ffmpeg -loglevel error -y -f concat -safe 0 -i "$list" -c copy -movflags +faststart "$OUT/video/$id.mp4"
  echo "video $id: $(du -k "$OUT/video/$id.mp4" | cut -f1) KB"
}

video career-subject-choice '#2B7A8B' \
  '选科组合是什么' '3+1+2：物理或历史 + 再选两门\n共 12 种组合' '三加一加二的省份，首选物理或历史，再从四门中选两门，一共十二种组合。' \
  '选科要求' '专业会要求“物理+化学”等\n不满足就不能报' '每个专业都有选科要求，比如物理加化学，不满足就不能填报。' \
  '可报比例' '组合能报的专业越多，选择越宽\n但目标专业最重要' '组合能报的专业比例越高，选择越宽；但最重要的是你的目标专业。'

video career-holland '#3686E2' \
  '六种兴趣类型' '现实 R · 研究 I · 艺术 A\n社会 S · 企业 E · 常规 C' '职业兴趣分为六种：现实、研究、艺术、社会、企业和常规。' \
  '三字母代码' '得分最高的三种类型\n组成你的兴趣代码，如 IRC' '得分最高的三种类型组成你的兴趣代码，例如研究、现实、常规。' \
  '怎么用' '用代码找专业和职业\n再结合成绩做选科' '用兴趣代码去找匹配的专业和职业，再结合成绩做选科决定。'

pdf() { # out html
  printf '%s' "$2" >"$WORK/page.html"
  chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$OUT/doc/$1.pdf" \
    "file://$WORK/page.html" 2>/dev/null
  echo "pdf $1: $(du -k "$OUT/doc/$1.pdf" | cut -f1) KB"
}

STYLE="<!doctype html><meta charset='utf-8'><style>body{font-family:'Noto Sans CJK SC';margin:36px;line-height:1.7}h1{color:#3686E2}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:8px;height:28px}</style>"

pdf career-courseware-subject-decision "$STYLE<h1>选科决策单</h1>
<p>姓名：________　班级：________　省份：________（3+1+2 / 3+3）</p>
<h2>一、成绩线</h2><table><tr><th>科目</th><th>物理</th><th>化学</th><th>生物</th><th>政治</th><th>历史</th><th>地理</th></tr><tr><td>最近成绩</td><td></td><td></td><td></td><td></td><td></td><td></td></tr><tr><td>年级位置</td><td></td><td></td><td></td><td></td><td></td><td></td></tr></table>
<h2>二、兴趣线</h2><p>霍兰德代码：______　契合的学科：____________________</p>
<h2>三、目标线</h2><table><tr><th>目标专业</th><th>选科要求</th><th>组合 A 可报？</th><th>组合 B 可报？</th></tr><tr><td></td><td></td><td></td><td></td></tr><tr><td></td><td></td><td></td><td></td></tr></table>
<h2>四、我的决定</h2><p>选择组合：__________　理由（至少两条）：</p><p>1.</p><p>2.</p>"

pdf career-courseware-major-explore "$STYLE<h1>专业探索任务单</h1>
<p>专业名称：____________　所属门类/专业类：____________</p>
<h2>一、学什么</h2><p>主干课程（至少三门）：</p><p>　</p>
<h2>二、要求什么</h2><p>选科要求（本省）：__________　体检或其他限制：__________</p>
<h2>三、毕业做什么</h2><p>常见去向（至少两个职业）：</p><p>　</p>
<h2>四、和我匹配吗</h2><p>我的霍兰德代码：______　这个专业的典型代码：______　相同的字母：______</p>
<p>我还想了解的问题：</p>"

pdf career-case-subject-choice "$STYLE<h1>案例任务单：一名河北考生的选科决策</h1>
<p>（教学用虚构案例）成绩：物理 82、化学 78、生物 85、政治 70、历史 74、地理 80；霍兰德代码 ISR；目标：临床医学、心理学。</p>
<h2>请你分析</h2><p>1. 他的优势学科是哪几门？</p><p>　</p><p>2. 临床医学和心理学分别要求什么选科？</p><p>　</p><p>3. 比较“物化生”和“物生地”：各能报哪些目标专业？</p><p>　</p>
<h2>小组讨论</h2><p>如果他的化学只有 60 分，你会给出什么建议？</p>"
du -sh "$OUT"
