#!/usr/bin/env python3
"""arena-summary.py OUTDIR: the figures of an arena sweep
(build-aux/arena-sweep.sh): per pairing, player A's wins by seat and
overall with 95 % Wilson intervals, player B's own wins, and A's time per
decision (processor and wall-clock: the mean over all its decisions, the
range of the runs' p95s, the largest single decision) and playouts per
processor second."""
import glob, math, re, sys, collections
def wilson(w, n, z=1.959964):
    if n == 0: return (0, 1)
    p = w / n; d = 1 + z*z/n; c = (p + z*z/(2*n)) / d
    h = z*math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / d
    return max(0, c-h), min(1, c+h)
names = {'HM': 'Hard vs Medium', 'HG': 'Hard vs greedy', 'HR': 'Hard vs random', 'ME': 'Medium vs Easy'}
d = collections.defaultdict(lambda: dict(seeds=[], aw=[0,0], an=[0,0], bw=[0,0], dec=0, cpu=0.0, wall=0.0, p95=[], max=0.0, wp95=[], play=0, pdec=0, rate=[]))
for f in sorted(glob.glob([a for a in sys.argv[1:] if not a.startswith('--')][0] + '/*.txt')):
    pair, seed = re.match(r'.*/(\w+)-(\d+)\.txt$', f).groups()
    t = open(f).read()
    if 'B = ' not in t: continue
    a, b = t.split('B = ', 1)
    r = d[pair]; r['seeds'].append(int(seed))
    for i, seat in enumerate(('British', 'French')):
        m = re.search(r'as %s: (\d+)/(\d+)' % seat, a); r['aw'][i] += int(m.group(1)); r['an'][i] += int(m.group(2))
        m = re.search(r'as %s: (\d+)/(\d+)' % seat, b); r['bw'][i] += int(m.group(1))
    m = re.search(r'processor time per decision: (\d+) decisions, mean ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms', a)
    n = int(m.group(1)); r['dec'] += n; r['cpu'] += n*float(m.group(2)); r['p95'].append(float(m.group(3))); r['max'] = max(r['max'], float(m.group(4)))
    m = re.search(r'  time per decision: (\d+) decisions, mean ([\d.]+) ms, p95 ([\d.]+) ms', a)
    r['wall'] += int(m.group(1))*float(m.group(2)); r['wp95'].append(float(m.group(3)))
    m = re.search(r'playouts: (\d+) searched decisions, mean (\d+) per decision, (\d+) per processor second', a)
    if m: r['rate'].append(int(m.group(3)))
markdown = '--markdown' in sys.argv
if markdown:
    print('| pairing (A vs B) | seeds | A as British | A as French | A overall | B as British, as French | A: processor time per decision, mean / run p95 / max | wall (loaded VM): mean, run p95 up to |')
    print('|---|---|---|---|---|---|---|---|')
for pair in ('HR', 'HG', 'HM', 'ME'):
    if pair not in d: continue
    r = d[pair]; s = sorted(r['seeds'])
    out = [names[pair], '%d seeds (%d..%d)' % (len(s), s[0], s[-1])]
    for i, seat in enumerate(('British', 'French')):
        lo, hi = wilson(r['aw'][i], r['an'][i])
        out.append('A as %s %d/%d = %.1f %% [%.1f-%.1f]' % (seat, r['aw'][i], r['an'][i], 100*r['aw'][i]/r['an'][i], 100*lo, 100*hi))
    w, n = sum(r['aw']), sum(r['an']); lo, hi = wilson(w, n)
    out.append('A overall %d/%d = %.1f %% [%.1f-%.1f]' % (w, n, 100*w/n, 100*lo, 100*hi))
    out.append('B won as British %d, as French %d' % tuple(r['bw']))
    out.append('A cpu/decision mean %.0f ms, run p95 %.0f-%.0f ms, max %.0f ms; wall mean %.0f ms, run p95 up to %.0f ms; playouts/s %d-%d' % (
        r['cpu']/r['dec'], min(r['p95']), max(r['p95']), r['max'], r['wall']/r['dec'], max(r['wp95']), min(r['rate'] or [0]), max(r['rate'] or [0])))
    if markdown:
        def rate(w, n):
            lo, hi = wilson(w, n)
            return '%d/%d = %.1f %% [%.1f-%.1f]' % (w, n, 100*w/n, 100*lo, 100*hi)
        print('| %s | %d..%d (%d games) | %s | %s | %s | %d/%d, %d/%d | %.0f ms / %.0f-%.0f ms / %.0f ms | %.0f ms, %.0f ms |' % (
            names[pair], s[0], s[-1], 2*len(s), rate(r['aw'][0], r['an'][0]), rate(r['aw'][1], r['an'][1]),
            rate(sum(r['aw']), sum(r['an'])), r['bw'][0], r['an'][1], r['bw'][1], r['an'][0],
            r['cpu']/r['dec'], min(r['p95']), max(r['p95']), r['max'], r['wall']/r['dec'], max(r['wp95'])))
    else:
        print(' | '.join(out))
