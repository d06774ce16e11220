#!/usr/bin/env bash
# Generates the starter media (slide videos with Mandarin narration, one HLS set, covers, banners,
# a courseware PDF) from text written for this app. Needs Debian's ffmpeg, espeak-ng,
# fonts-noto-cjk and chromium. Output is committed; rerun only when the slide texts change.
#   bash content/starter/generate-media.sh
set -euo pipefail
cd "$(dirname "$0")"
OUT=media
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT/video" "$OUT/img" "$OUT/hls/live-demo" "$OUT/doc"
FONT="Noto Sans CJK SC"

# one slide: background colour, title, body text, narration → a short MPEG-TS segment
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

# video id, then triples of (title, body, narration)
video() {
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

video pomodoro '#2F6FC0' \
  '番茄学习法' '25 分钟专注 + 5 分钟休息\n四轮后休息 20 分钟' '番茄学习法：专注二十五分钟，休息五分钟，四轮之后长休息。' \
  '怎样开始' '1. 写下这一轮只做的一件事\n2. 手机放到另一个房间\n3. 计时结束立刻停笔' '开始前写下这一轮要完成的一件事，把手机放远，计时结束就停下。' \
  '复盘' '每天睡前看一眼完成了几个番茄\n下周按数据调整计划' '每天复盘完成的番茄数量，用数据调整下一周的计划。'

video mistakes '#1E8C6E' \
  '错题本怎么用' '只记会错的题，不抄整本书' '错题本只记录真正会错的题目，不需要抄整本练习册。' \
  '三栏记录' '原题 | 错因 | 正确思路\n错因写具体：审题？计算？概念？' '每道错题分三栏：原题，错误原因，正确思路。错因要写具体。' \
  '定期重做' '1 天、1 周、1 月后各做一次\n连续做对两次再划掉' '隔一天、一周、一个月各重做一次，连续做对两次才算掌握。'

video policy-312 '#7A4FB5' \
  '新高考 3+1+2' '语数外 3 门 + 物理或历史 1 门\n+ 再选 2 门（化生政地）' '三加一加二：语文数学外语，加物理或历史选一门，再从四门中选两门。' \
  '和 3+3 的区别' '3+3：六门中任选三门\n3+1+2：首选科目决定大类' '三加三是六选三；三加一加二的首选科目，决定你按物理类还是历史类投档。' \
  '选科建议' '先查目标专业的选科要求\n再看自己的优势学科' '选科前先查目标专业的选科要求，再结合自己的优势学科。'

video parallel '#C0562F' \
  '平行志愿怎么投档' '分数优先，遵循志愿' '平行志愿的规则是分数优先，遵循志愿。' \
  '投档过程' '按位次从高到低逐个考生检索\n依次看 A、B、C… 志愿\n遇到可投的院校即投出' '系统按位次从高到低，逐个检索考生的志愿，遇到第一个可以投档的院校就投出。' \
  '一次投档' '投出后被退档，本批次不再补投\n所以要服从调剂、拉开梯度' '每个考生只投档一次，被退档就失去本批次机会，所以要拉开梯度并考虑服从调剂。'

video drill-stance '#556B2F' \
  '军训：站军姿' '两脚跟靠拢，脚尖分开约 60 度\n两腿挺直，小腹微收' '站军姿时脚跟靠拢，脚尖分开约六十度，两腿挺直，小腹微收。' \
  '上身与头部' '挺胸、两肩后张\n头要正，颈要直，目视前方' '挺胸，两肩向后张开，头正颈直，两眼平视前方。' \
  '坚持的窍门' '重心放在前脚掌\n脚趾轻轻抓地，不憋气' '把重心放在前脚掌，脚趾轻轻抓地，保持自然呼吸。'

video drill-heat '#8B5A2B' \
  '军训：防暑与补水' '少量多次喝水\n每次 100～200 毫升' '军训期间要少量多次喝水，每次一百到两百毫升。' \
  '中暑信号' '头晕、恶心、大量出汗或不出汗\n立即报告教官' '出现头晕、恶心、大量出汗或者不出汗，要立即报告教官。' \
  '处理' '移到阴凉处，松开衣领\n小口喝淡盐水' '先到阴凉通风处，松开衣领，小口喝淡盐水。'

video career-explore '#2B7A8B' \
  '职业探索三步' '了解自己 → 了解职业 → 做小实验' '职业探索分三步：了解自己，了解职业，做小实验。' \
  '信息访谈' '找一位从业者聊 20 分钟\n问：一天怎么度过？最难的是什么？' '找一位从业者聊二十分钟，问问他的一天怎么度过，最难的部分是什么。' \
  '小实验' '参加一次相关社团或志愿活动\n记录感受再做决定' '参加一次相关的社团或志愿活动，记下自己的感受，再做决定。'

# the live-classroom sandbox stream: one slide clip cut into 4-second HLS segments
video live-demo '#1F3A93' \
  '直播课：志愿填报前的准备' '1. 确认位次和批次线\n2. 列出意向城市和专业\n3. 准备冲稳保三档名单' '志愿填报前，先确认自己的位次和批次线，再列出意向城市和专业，准备冲稳保三档名单。' \
  '常见误区' '只看分数不看位次\n只填热门，不拉梯度\n不看选科与体检要求' '常见误区有：只看分数不看位次，只填热门院校不拉开梯度，忽视选科和体检要求。'
ffmpeg -loglevel error -y -i "$OUT/video/live-demo.mp4" -c copy -f hls -hls_time 4 -hls_playlist_type vod \
  -hls_segment_filename "$OUT/hls/live-demo/seg%02d.ts" "$OUT/hls/live-demo/index.m3u8"
rm "$OUT/video/live-demo.mp4"

# covers (16:9) and banners (750x300): a colour block with a title
image() { # out colour size title fontsize
  printf '%s' "$4" >"$WORK/t.txt"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=$2:s=$3" -frames:v 1 \
    -vf "drawtext=font='$FONT':textfile=$WORK/t.txt:fontcolor=white:fontsize=$5:x=(w-text_w)/2:y=(h-text_h)/2" \
    "$OUT/img/$1.png"
}
image cover-pomodoro '#2F6FC0' 320x180 '番茄学习法' 30
image cover-mistakes '#1E8C6E' 320x180 '错题本' 30
image cover-policy '#7A4FB5' 320x180 '新高考政策' 30
image cover-wish '#C0562F' 320x180 '志愿填报' 30
image cover-drill '#556B2F' 320x180 '军训课堂' 30
image cover-career '#2B7A8B' 320x180 '生涯探索' 30
image cover-live '#1F3A93' 320x180 '直播课堂' 30
image cover-news '#3686E2' 320x180 '高考资讯' 30
image banner-wish '#3686E2' 750x300 '志愿填报指南 · 平行志愿一次讲清' 36
image banner-study '#1E8C6E' 750x300 '学习方法课 · 番茄法与错题本' 36

# courseware PDF printed by Chromium from an HTML page written here
cat >"$WORK/courseware.html" <<'HTML'
<!doctype html><meta charset="utf-8"><style>body{font-family:'Noto Sans CJK SC';margin:40px;line-height:1.7}h1{color:#3686E2}</style>
<h1>生涯规划课件：认识自己</h1>
<h2>第一部分：兴趣</h2><p>回想最近一次忘记时间的活动，写下你在做什么、和谁一起、为什么投入。</p>
<h2>第二部分：能力</h2><p>列出三件你做得比同龄人好的事情，并请一位同学补充一件。</p>
<h2>第三部分：价值观</h2><p>在“收入、稳定、成长、帮助他人、自由”中排出前三位，说明理由。</p>
<h2>课堂任务</h2><p>把三部分的答案连起来，写出两个你想进一步了解的职业方向。</p>
HTML
chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$OUT/doc/courseware-know-yourself.pdf" \
  "file://$WORK/courseware.html" 2>/dev/null
du -sh "$OUT"
