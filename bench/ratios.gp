# Draws split-bench's ratios (--data) as grouped bars, one group per workload:
#   gnuplot -e "datafile='ratios.dat'; output='ratios.png'" bench/ratios.gp
set terminal pngcairo size 1000,560 font "sans,11"
set output output
set title "Speed relative to memcpy into warm buffers (log scale; higher is faster, 1 = memcpy)"
set style data histograms
set style histogram clustered gap 1.5
set style fill solid 0.9 border -1
set boxwidth 0.9
set logscale y
set yrange [0.0005:10]
set ytics ("0.001x" 0.001, "0.01x" 0.01, "0.1x" 0.1, "1x" 1, "10x" 10)
set grid ytics
set key below horizontal
set datafile missing "?"
set arrow from graph 0, first 1 to graph 1, first 1 nohead lw 2 dt 2 lc rgb "#444444"
plot datafile using 2:xtic(1) title "kernel into buffers" lc rgb "#1f77b4", \
     '' using 3 title "fresh results (end to end)" lc rgb "#2ca02c", \
     '' using 4 title "memcpy, fresh malloc buffers" lc rgb "#ff7f0e", \
     '' using 5 title "ONNX Runtime session.run" lc rgb "#d62728"
