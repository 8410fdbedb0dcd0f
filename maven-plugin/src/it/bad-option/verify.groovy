// A bad value stops measure before anything runs, with one line naming the value and the fix.
def log = new File(basedir, 'build.log').text
def expected = '<warmups>/-Dstoragebench.warmups=-1 must be 0 or more; set it to 0 for no warm-up or to the number of warm-up runs, at most 100'
// the failure line ends with the message: nothing appended, no cause repeated
assert log.contains(expected + ' -> [Help 1]')
assert !new File(basedir, 'target').exists(): 'no nested build ran'
return true
