# Sourced by scripts that run several stages (`npm test`, .ci/run): `stage NAME COMMAND…` runs one
# and records how long it took; the table of every stage is printed when the script exits, failed
# or not, so a slow or red run still says where its time went.
stage_times=()
stages_started=$SECONDS
stage() {
  local name=$1 started=$SECONDS
  shift
  echo "── $name"
  local status=0
  "$@" || status=$?
  stage_times+=("$(printf '%-20s %5d s' "$name" $((SECONDS - started)))$([ $status -eq 0 ] || echo "  (failed: exit $status)")")
  return $status
}
print_stage_times() {
  local status=$?
  [ ${#stage_times[@]} -gt 0 ] || return $status
  echo "${STAGE_TABLE_TITLE:-stage times}:"
  printf '  %s\n' "${stage_times[@]}"
  printf '  %-20s %5d s\n' total $((SECONDS - stages_started))
  return $status
}
trap print_stage_times EXIT
