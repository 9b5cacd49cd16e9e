package kernel

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"
)

// ProtocolVersion is the version of Jupyter's messaging protocol the
// kernel speaks.
const ProtocolVersion = "5.3"

// ConnectionInfo is a Jupyter connection file: where the kernel's five
// sockets listen and the key its messages are signed with.
type ConnectionInfo struct {
	Transport       string `json:"transport"`
	IP              string `json:"ip"`
	ShellPort       int    `json:"shell_port"`
	ControlPort     int    `json:"control_port"`
	StdinPort       int    `json:"stdin_port"`
	IOPubPort       int    `json:"iopub_port"`
	HBPort          int    `json:"hb_port"`
	Key             string `json:"key"`
	SignatureScheme string `json:"signature_scheme"`
	KernelName      string `json:"kernel_name,omitempty"`
}

// ReadConnectionFile reads and checks the connection file path.
func ReadConnectionFile(path string) (ConnectionInfo, error) {
	var ci ConnectionInfo
	data, err := os.ReadFile(path)
	if err != nil {
		return ci, err
	}
	if err := json.Unmarshal(data, &ci); err != nil {
		return ci, fmt.Errorf("%s: not a connection file: %v", path, err)
	}
	if ci.Transport == "" {
		ci.Transport = "tcp"
	}
	if ci.Transport != "tcp" && ci.Transport != "ipc" {
		return ci, fmt.Errorf("%s: transport %q: the kernel speaks tcp and ipc", path, ci.Transport)
	}
	if ci.IP == "" {
		ci.IP = "127.0.0.1"
	}
	if ci.SignatureScheme != "" && ci.SignatureScheme != "hmac-sha256" {
		return ci, fmt.Errorf("%s: signature scheme %q: the kernel signs with hmac-sha256", path, ci.SignatureScheme)
	}
	return ci, nil
}

// endpoint returns the ZeroMQ address of port.
func (ci ConnectionInfo) endpoint(port int) string {
	if ci.Transport == "ipc" {
		return fmt.Sprintf("ipc://%s-%d", ci.IP, port)
	}
	return fmt.Sprintf("tcp://%s:%d", ci.IP, port)
}

// Header is a message's header.
type Header struct {
	MsgID    string `json:"msg_id"`
	Session  string `json:"session"`
	Username string `json:"username"`
	Date     string `json:"date"`
	MsgType  string `json:"msg_type"`
	Version  string `json:"version"`
}

// Message is one message of the protocol, as the wire carries it: the
// routing identities, the header, the parent header (kept as it came, to
// be echoed), the metadata and the content (JSON objects) and any binary
// buffers.
type Message struct {
	Identities [][]byte
	Header     Header
	Parent     json.RawMessage
	Metadata   json.RawMessage
	Content    json.RawMessage
	Buffers    [][]byte
	// rawHeader is the header as it came, echoed whole as the parent of
	// the answers.
	rawHeader json.RawMessage
}

// delimiter separates the routing identities from the message.
const delimiter = "<IDS|MSG>"

// errSignature is the error of a message whose signature is not the
// key's.
var errSignature = errors.New("the message's signature does not match the key")

// signer signs and checks messages with HMAC-SHA256 under a key; an empty
// key signs nothing, as Jupyter's protocol has it.
type signer struct{ key []byte }

// sign returns the hexadecimal signature of the four JSON parts.
func (s signer) sign(parts ...[]byte) []byte {
	if len(s.key) == 0 {
		return nil
	}
	mac := hmac.New(sha256.New, s.key)
	for _, p := range parts {
		mac.Write(p)
	}
	sum := mac.Sum(nil)
	out := make([]byte, hex.EncodedLen(len(sum)))
	hex.Encode(out, sum)
	return out
}

// decode reads the frames of one message and checks its signature.
func (s signer) decode(frames [][]byte) (Message, error) {
	var m Message
	i := 0
	for i < len(frames) && string(frames[i]) != delimiter {
		i++
	}
	if i == len(frames) || len(frames) < i+6 {
		return m, errors.New("not a Jupyter message: no delimiter or too few frames")
	}
	m.Identities = frames[:i]
	sig, header, parent, meta, content := frames[i+1], frames[i+2], frames[i+3], frames[i+4], frames[i+5]
	if len(s.key) > 0 && !hmac.Equal(sig, s.sign(header, parent, meta, content)) {
		return m, errSignature
	}
	if err := json.Unmarshal(header, &m.Header); err != nil {
		return m, fmt.Errorf("a message's header: %v", err)
	}
	m.rawHeader = json.RawMessage(header)
	m.Parent = json.RawMessage(parent)
	m.Metadata = json.RawMessage(meta)
	m.Content = json.RawMessage(content)
	m.Buffers = frames[i+6:]
	return m, nil
}

// encode returns the frames of m, signed.
func (s signer) encode(m Message) ([][]byte, error) {
	header, err := json.Marshal(m.Header)
	if err != nil {
		return nil, err
	}
	parent, meta, content := orEmpty(m.Parent), orEmpty(m.Metadata), orEmpty(m.Content)
	frames := append([][]byte{}, m.Identities...)
	frames = append(frames, []byte(delimiter), s.sign(header, parent, meta, content), header, parent, meta, content)
	return append(frames, m.Buffers...), nil
}

// orEmpty returns raw, or the empty object for nothing.
func orEmpty(raw json.RawMessage) []byte {
	if len(raw) == 0 {
		return []byte("{}")
	}
	return raw
}

// newID returns a fresh random identifier (a UUID of version 4, as
// Jupyter's own sessions make them).
func newID() string {
	var b [16]byte
	rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

// now is the time of a header: ISO 8601 in UTC, to the microsecond.
func now() string { return time.Now().UTC().Format("2006-01-02T15:04:05.000000Z") }
