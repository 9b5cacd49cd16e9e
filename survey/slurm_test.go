package survey

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The Slurm test's survey: every 3-digit octal code's nim values to heap
// 2000 (a second or two in one process), as a 4-task array.
// CGCALC_SLURM_SURVEY replaces it (for the full check by hand, e.g.
// "--codes octal:3 --nim-period 100000", with CGCALC_SLURM_POLLS raising
// the number of polls allowed for the array).
var slurmSurvey = []string{"--codes", "octal:3", "--nim-period", "2000"}

const slurmShards = 4

// Poll bounds: the test polls at pollPause and gives up after so many
// polls (bounds of work, not timing assertions).
const (
	pollPause     = 250 * time.Millisecond
	nodePolls     = 240 // the node registering: a minute
	jobPolls      = 960 // the array finishing: four minutes (CGCALC_SLURM_POLLS)
	daemonStopMax = 40
)

// slurmTools are the programs the test needs, from Debian's slurm-wlm
// and munge packages.
var slurmTools = []string{"munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "sinfo"}

// lookTool finds a program on PATH or in the sbin directories, which a
// non-login PATH may lack.
func lookTool(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for _, dir := range []string{"/usr/sbin", "/sbin", "/usr/local/sbin"} {
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found", name)
}

// TestSlurmArraySurvey brings up a one-node Slurm cluster from Debian's
// packages (munged, slurmctld and slurmd in the foreground, children of
// the test, configured in a temporary directory, no cgroups), submits
// deploy/slurm/survey.sbatch as a 4-task array running a freshly built
// cgcalc, merges the shards and compares the result, byte for byte, with
// one process surveying the whole family.
//
// It is skipped when Slurm or munge is missing or the test does not run
// as root (slurmd starts jobs as their user), unless CGCALC_REQUIRE_SLURM=1
// (.ci/run sets it), when it fails instead.
func TestSlurmArraySurvey(t *testing.T) {
	required := os.Getenv("CGCALC_REQUIRE_SLURM") == "1"
	skip := func(why string) {
		if required {
			t.Fatalf("CGCALC_REQUIRE_SLURM=1 but %s", why)
		}
		t.Skipf("%s; install Debian's slurm-wlm and munge and run as root (CGCALC_REQUIRE_SLURM=1 makes this a failure)", why)
	}
	if runtime.GOOS != "linux" {
		skip("Slurm runs on Linux only")
	}
	if testing.Short() && !required {
		t.Skip("-short: not bringing up Slurm")
	}
	survey, polls := slurmSurvey, jobPolls
	if s := os.Getenv("CGCALC_SLURM_SURVEY"); s != "" {
		survey = strings.Fields(s)
	}
	if s := os.Getenv("CGCALC_SLURM_POLLS"); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			polls = n
		}
	}
	tools := map[string]string{}
	for _, name := range slurmTools {
		p, err := lookTool(name)
		if err != nil {
			skip(err.Error())
		}
		tools[name] = p
	}
	if os.Geteuid() != 0 {
		skip("not running as root")
	}

	// A short directory: munge's socket path must fit a sockaddr_un.
	dir, err := os.MkdirTemp("", "cgslurm")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	// munged refuses directories others may write to.
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, sub := range []string{"munge", "state", "spool", "out", "log"} {
		if err := os.Mkdir(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(filepath.Join(dir, "munge"), 0o700); err != nil {
		t.Fatal(err)
	}

	cgcalc := filepath.Join(dir, "cgcalc")
	build := exec.Command("go", "build", "-o", cgcalc, "cgcalc")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	// munge: a fresh key and a private socket.
	key := filepath.Join(dir, "munge", "munge.key")
	keyBytes := make([]byte, 1024)
	if f, err := os.Open("/dev/urandom"); err != nil {
		t.Fatal(err)
	} else {
		_, err = f.Read(keyBytes)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(key, keyBytes, 0o400); err != nil {
		t.Fatal(err)
	}
	socket := filepath.Join(dir, "munge", "m.sock")
	var daemons []*exec.Cmd
	start := func(name string, args ...string) {
		cmd := exec.Command(tools[name], args...)
		logf, err := os.Create(filepath.Join(dir, "log", name+".out"))
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdout, cmd.Stderr = logf, logf
		cmd.Env = append(os.Environ(), "SLURM_CONF="+filepath.Join(dir, "slurm.conf"))
		// Its own process group, so that the test's Ctrl-C does not
		// reach it before the cleanup does.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := cmd.Start(); err != nil {
			t.Fatalf("starting %s: %v", name, err)
		}
		daemons = append(daemons, cmd)
	}
	t.Cleanup(func() {
		// The daemons in reverse order, each by its own process id.
		for i := len(daemons) - 1; i >= 0; i-- {
			d := daemons[i]
			d.Process.Signal(syscall.SIGTERM)
			done := make(chan struct{})
			go func() { d.Wait(); close(done) }()
			stopped := false
			for range daemonStopMax {
				select {
				case <-done:
					stopped = true
				case <-time.After(pollPause):
				}
				if stopped {
					break
				}
			}
			if !stopped {
				d.Process.Kill()
				<-done
			}
		}
	})
	start("munged", "--foreground", "--force", "--socket="+socket, "--key-file="+key,
		"--log-file="+filepath.Join(dir, "log", "munged.log"), "--pid-file="+filepath.Join(dir, "munge", "munged.pid"),
		"--seed-file="+filepath.Join(dir, "munge", "munged.seed"))
	if !poll(nodePolls, func() bool { _, err := os.Stat(socket); return err == nil }) {
		t.Fatalf("munged did not create its socket\n%s", logs(dir))
	}

	host, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	host, _, _ = strings.Cut(host, ".")
	conf := fmt.Sprintf(`# A one-node cluster for cgcalc's test: no systemd, no cgroups.
ClusterName=cgcalctest
SlurmctldHost=%[1]s(127.0.0.1)
SlurmctldPort=%[2]d
SlurmdPort=%[3]d
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=%[4]s
CredType=cred/munge
StateSaveLocation=%[5]s/state
SlurmdSpoolDir=%[5]s/spool
SlurmctldPidFile=%[5]s/slurmctld.pid
SlurmdPidFile=%[5]s/slurmd.pid
SlurmctldLogFile=%[5]s/log/slurmctld.log
SlurmdLogFile=%[5]s/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SwitchType=switch/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
ReturnToService=2
MinJobAge=600
NodeName=%[1]s NodeAddr=127.0.0.1 CPUs=%[6]d State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
`, host, freePort(t), freePort(t), socket, dir, runtime.NumCPU())
	if err := os.WriteFile(filepath.Join(dir, "slurm.conf"), []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	start("slurmctld", "-D", "-i", "-f", filepath.Join(dir, "slurm.conf"))
	start("slurmd", "-D", "-f", filepath.Join(dir, "slurm.conf"), "-N", host)

	slurm := func(name string, args ...string) (string, error) {
		cmd := exec.Command(tools[name], args...)
		cmd.Env = append(os.Environ(), "SLURM_CONF="+filepath.Join(dir, "slurm.conf"))
		cmd.Dir = filepath.Join(dir, "out")
		out, err := cmd.CombinedOutput()
		return strings.TrimSpace(string(out)), err
	}
	var state string
	if !poll(nodePolls, func() bool {
		state, _ = slurm("sinfo", "-h", "-N", "-o", "%t")
		return state == "idle"
	}) {
		t.Fatalf("the node did not come up (sinfo says %q)\n%s", state, logs(dir))
	}

	script, err := filepath.Abs(filepath.Join("..", "deploy", "slurm", "survey.sbatch"))
	if err != nil {
		t.Fatal(err)
	}
	shardDir := filepath.Join(dir, "out", "shards")
	args := append([]string{"--parsable", fmt.Sprintf("--array=0-%d", slurmShards-1),
		"--export=ALL,CGCALC=" + cgcalc + ",SURVEY_DIR=" + shardDir,
		"--output=" + filepath.Join(dir, "out", "task-%a.log"), script}, survey...)
	jobText, err := slurm("sbatch", args...)
	if err != nil {
		t.Fatalf("sbatch: %v: %s\n%s", err, jobText, logs(dir))
	}
	job, _, _ := strings.Cut(jobText, ";")
	submitted := time.Now()
	var queue string
	if !poll(polls, func() bool {
		queue, _ = slurm("squeue", "-h", "-j", job, "-o", "%i %t")
		return queue == ""
	}) {
		t.Fatalf("job %s did not finish: squeue says\n%s\n%s", job, queue, logs(dir))
	}
	arrayTime := time.Since(submitted)
	jobs, _ := slurm("scontrol", "-o", "show", "job", job)
	for _, l := range strings.Split(jobs, "\n") {
		if !strings.Contains(l, "JobState=COMPLETED") {
			t.Errorf("an array task did not complete: %s", l)
		}
	}
	if t.Failed() {
		t.Fatal(logs(dir))
	}

	var shards []string
	for i := range slurmShards {
		shards = append(shards, filepath.Join(shardDir, fmt.Sprintf("shard-%d.jsonl", i)))
	}
	merged := filepath.Join(dir, "merged.jsonl")
	mergeCmd := exec.Command(cgcalc, append([]string{"survey", "merge", "--out", merged}, shards...)...)
	summary, err := mergeCmd.CombinedOutput()
	if err != nil {
		t.Fatalf("merge: %v\n%s\n%s", err, summary, logs(dir))
	}
	var tasks []string
	for i := range slurmShards {
		text, _ := os.ReadFile(filepath.Join(dir, "out", fmt.Sprintf("task-%d.log", i)))
		tasks = append(tasks, strings.TrimSpace(string(text)))
	}
	t.Logf("survey %s: the %d-task array ran in %.1f s (submission to an empty queue):\n%s\nmerged:\n%s",
		strings.Join(survey, " "), slurmShards, arrayTime.Seconds(), strings.Join(tasks, "\n"), summary)
	oneCmd := exec.Command(cgcalc, append([]string{"survey"}, survey...)...)
	var one bytes.Buffer
	oneCmd.Stdout = &one
	began := time.Now()
	if err := oneCmd.Run(); err != nil {
		t.Fatalf("one process: %v", err)
	}
	t.Logf("one process: %.1f s (CPU %.1f s)", time.Since(began).Seconds(), (oneCmd.ProcessState.UserTime() + oneCmd.ProcessState.SystemTime()).Seconds())
	got, err := os.ReadFile(merged)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, one.Bytes()) {
		t.Errorf("the merged shards differ from one process's survey")
	}
	if n := bytes.Count(got, []byte("\n")); len(survey) == len(slurmSurvey) && n != 511+2 {
		t.Errorf("merged %d lines, want 511 games + header + end", n)
	} else {
		t.Logf("the merged %d lines match one process's, byte for byte", n)
	}
}

// poll calls f up to n times, pollPause apart, until it reports true.
func poll(n int, f func() bool) bool {
	for i := range n {
		if f() {
			return true
		}
		if i < n-1 {
			time.Sleep(pollPause)
		}
	}
	return false
}

// freePort returns a TCP port free at the moment.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// logs returns the daemons' and the tasks' logs, for a failure message.
func logs(dir string) string {
	var b strings.Builder
	for _, pattern := range []string{"log/*", "out/*.log"} {
		files, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, f := range files {
			text, _ := os.ReadFile(f)
			if len(text) > 4000 {
				text = append([]byte("..."), text[len(text)-4000:]...)
			}
			fmt.Fprintf(&b, "--- %s\n%s\n", f, text)
		}
	}
	return b.String()
}
