// The package's style-free ES module build has no typings of its own; it exports the same Swal.
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
