EN el principio dió el cielo y la tierra .
Y fué la tierra sin reprensión , y la oscuridad ; y la oscuridad estaba sobre la faz del abismo . Y el Espíritu de Dios se aveció sobre la faz de las aguas .
Y RESNDNDNDIÓ Dios : y hay luz .
Y vió Dios la luz , que era bueno ; y Dios echó la luz de las tinieblas .
Y llamó Dios la luz , y la mañana y la mañana fué el primer día y la mañana fué el primer día .
Y RESNDNDNDIÓ Dios : Verdaderamente en medio de las aguas , y las aguas de las aguas .
DESPUÉS de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de la
Y llamada la tarde , y la mañana y la mañana fué la tarde y la mañana fué la tarde .
Y dijo Dios : Las aguas debajo del cielo se juntaron á un lugar , y la tierra se seca ; y fué así .
Y llamada la tierra en Esim ; y el que vió de las aguas de las aguas que llamó : y el que vió Dios .
Y dijo Dios : Delante de la hierba , y el fruto de su simiente , en la tierra es así .
Y la hierba echó la hierba , y el árbol que tenía en su especie , después que vió Dios . Y el que vió Dios .
Y la tarde fué la tarde y la mañana era el tercer día .
Y dijo Dios : Estástete en las orejas del cielo , y por muchos días , y por días , y por días , y por días , y por días , y por días , y de años .
Y los que están en los profundos de los cielos para dar luz sobre la tierra : y fué así .
DESPUÉS de dos grandes grandes grandes , el día de la una luz : hizo las estrellas también las estrellas .
Y ACONTECIÓ que Dios los entregó en los profundos del cielo para dar luz sobre la tierra ,
Y ACONTECIÓ en aquel día y sobre la noche , y á la luz de las tinieblas , y á la luz de las tinieblas : y vió Dios .
Y fué la tarde y la mañana fué la tarde y la mañana fué la tarde .
Y dijo Dios : Delante de las aguas que tiene la vida , y el que tiene la vida , y el que tiene la vida , y el que tiene la vida en la tierra en la haz del cielo .
Y RESNDNDIÓ Dios , y todo animal que subía las aguas , después que vió las aguas , y todo lo que vió las aguas , después que vió las aguas , y todo lo que vió las aguas , después que vió Dios .
Y los bendijo , diciendo : Verdaderamente , y multiplica las aguas en las aguas , y las aguas en las aguas , y las aguas en la tierra .
Y fué la tarde y la mañana era el quinto día .
Y dijo Dios : Delante de la tierra después de su especie , y la bestia de la tierra después de la tierra , y la bestia de la tierra después de su especie : y fué así .
Y manifestó la bestia de la tierra según su especie , y todo lo que vea sobre la tierra después de su especie , y todo lo que vió Dios .
Y RESNDNDIÓ Dios , y sobre los animales del cielo , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra .
DESPUÉS dió Dios en su imagen , en la imagen de Dios , en la imagen de Dios , en la imagen de Dios le dió .
Y RESPONDIÓ Dios , y te dijo : Verdaderamente , y multiplica la tierra , y sobre los peces de la mar , y sobre todos los hombres de la mar , y sobre todo lo que trae sobre la tierra .
Y dijo : He aquí , yo os he dado todas las cosas que está sobre la faz de toda la tierra , y todo árbol que está sobre la tierra , y todo árbol que está el fruto de un árbol , que es el fruto de un árbol de árbol que está el fruto de un árbol de árbol que está en el fruto de un árbol , que está el fruto del árbol
Y á todo animal de la tierra , y á todo lo que tiene en la tierra , donde hay vida , he dado todas las aguas de la vida , y á todo lo que tiene en la tierra , en que hay vida , y así .
Y vió á todo lo que había hecho , y he aquí era muy bueno . Y la tarde y la mañana fué el sexto día .
Y oyendo las palabras de Labán , diciendo : A todos los que se llamaba nuestro padre .
Y RESNDNDIÓ el rostro de Labán , y he aquí no fué á él como antes delante de él .
Y JEHOVÁ dijo á Jacob : Vuelve á la tierra de tus padres , y á tu mesa , y te seré contigo .
Y envió Jacob y llamó á Lea al campo á sus ovejas ,
Y les dijo : Yo veo el rostro de mi padre , que no me es á mí como antes antes ; mas el Dios de mi padre ha sido conmigo .
Y ESTO sabéis que con toda mi poder he servido á vuestro padre .
Y no me ha engañado , y me ha engañado á mi padre .
ASÍ dijo esto : El que ha de ser tus ganados ; y si dijo : El que tiene tu reprensión , será tu reprensión .
DESPUÉS de los animales de vuestro padre , y les dió á mí .
Y ACONTECIÓ en el tiempo de la bestia , y vió mis ojos , y he visto mis ojos , y he aquí que los carneros que subían sobre los animales que estaban envejecido , y en un sueño .
Y FUÉ el ángel de Dios á mí en un sueño , diciendo : He aquí . Y dije : He aquí .
Y él respondió : Vete tus ojos , y vea ; porque he visto todas las cosas que Labán te he visto .
PALABRA yo soy el Dios de Beth-el , donde me has de venir de esta tierra , y donde has de venir á la tierra de tu compañía .
Y respondiendo Lea respondió , y le dijo : ¿ No hay alguno ó heredad por nosotros en nosotros en casa de nuestro padre ?
¿ No tenemos muchos de él ? porque él nos ha vendido , y nos ha vendido , y nos ha vendido , y nos ha vendido , y nos ha vendido á nuestro dinero .
Porque todas las cosas que Dios ha hablado de nuestro padre , y de los hijos de nuestros hijos : ahora , y de los hijos de nuestros hijos te ha dicho .
Y RESNDNDIÓ Jacob , y sus hijos y sus mujeres sobre sí ,
Y ACONTECIÓ después de todas sus bestias , y toda su hacienda que había visto , las bestias de su presencia , que había de venir á David su padre en la tierra de Canaán .
Y RESNDNDIÓ Labán á sus ovejas , y tomó Rachêl sus ovejas que estaban su padre .
Y RESNDNDIÓ Jacob á Labán el hipócrita , en aquel que no huyó .
Y DESPUÉS de todas las cosas que había ; y él se levantó , y pasó el río , y puso su rostro al monte de Galaad .
Y fué dicho á Labán en el tercer día que Jacob huyó .
Y DESPUÉS de sus hermanos con él , y le servían siete días , y le servían en el monte de Galaad .
Y ACONTECIÓ á Labán , y le dijo : Mirad que no hablares á Jacob ó bien .
Y RESNDNDIÓ Labán á Jacob . Y concibió Labán con sus hermanos en el monte de Galaad .
Y RESNDNDIÓ Labán : ¿ Qué has hecho , para que me has hecho , y sacaste mis hijas , como los cautivos con la espada ?
DESPUÉS de estas cosas , y de mí , y no me diste conmigo , para que yo te envió conmigo , para que yo te envió conmigo , para que yo te envió contigo , para que yo te envió contigo , para que yo te envió conmigo , para que yo te envió conmigo , para que yo te envió conmigo , para que yo te
Y no me dejaste á mis hijos y á mis hijas , y mis hijos y mis hijas ? Tú has hecho bien .
PABLO está en la potencia de mi padre , diciendo : Toma ahora que no hablares á Jacob , diciendo : Toma lo que no hablares á Jacob ó bueno .
Ahora pues , ¿ cómo te has de venir , porque tú has de venir á la casa de tu padre , ¿ por qué has de venir á la casa de tu padre ?
Y RESNDNDIÓ Job , y dijo á Labán : ¿ Por qué me has dicho , porque yo he dicho : Quita tú por mí tus hijas de mí .
Y el que tú sabes tus dioses , no viviendo ; antes de nuestros hermanos , no conocía : porque Jacob no conocía á ti . Porque no conocía á ti .
Y ACONTECIÓ en la tienda de Jacob , y en la tienda de Lea , y entró en la tienda de Rachêl , y entró en la tienda de Rachêl .
Y DESPUÉS de sus imágenes , y púsolos en la campiña de los sepulcros , mas no los halló .
Y RESNDNDIÓ á su padre que no puedo mi señor que no puedo á mi señor que no haya visto mi señor que no se ha vuelto delante de ti , porque el poquito de mujeres .
Y RESNDNDIÓ Job , y dijo á Labán : ¿ Qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado ?
¿ Hasta cuándo , pues , todos mis hermanos y tus hermanos , que oigan entre mis hermanos y tus hermanos , que juzgaren en nosotros ?
ESTAS años he estado contigo ; tus entrañas no te harté .
PALABRA que estaba de ella , no te sacó de las bestias ; de mi mano te has dado .
DESPUÉS de noche me fué : en el día de la noche me consumió , y mi sueño se apartó de mis ojos .
DESPUÉS de allí he hecho veinte años en tus hijas , y seis años por tus ovejas , y seis años por tus cuatro años .
Al Músico principal : Salmo de David , el Dios de Abraham , el Dios de Abraham , y el temor de mi padre , y la reprensión de mis manos , y la reprensión de mis manos , y la reprensión de mi aflicción .
Y respondiendo Labán , dijo á Jacob : Estos son mis hijos , y todas las cosas que yo hago hoy hoy á estas mis hijas , ó á sus hijos que han nacido ?
Ahora pues , ahora , yo y seré por testigo entre mí y ti , y seré por testigo entre mí y ti .
Y RESNDNDIÓ Jacob una piedra , y púsola por una columna .
Y RESNDNDIÓ Jacob á sus hermanos :
Y RESNDNDIÓ Job á JAH ; mas llamó Jacob á Gadan-arpa .
Y RESNDNDIÓ Labán : Este es el nombre de entre mí y contigo este día .
Y RESNDNDIÓ Mizpa , porque dijo : Vive Jehová entre mí y ti , cuando somos enviados de otra .
CUANDO mis hijas , ó si tomares á mis hijas , no hay hombre con nosotros , no es con nosotros y contigo .
Y dijo Labán á Jacob : He aquí este poco este poco , y he aquí esta columna , que yo veo entre mí y ti ;
ESTAS cosas hay testigo , y no entraré sobre esto y esta columna á mí , para que no pases sobre este lugar y de esta columna , para que no pasas .
Al Dios de Abraham , y el Dios de su padre , el Dios de su padre Abraham . Y él juró por el temor de su padre Isaac .
Y ofreció Jacob sobre el monte , y llamaron pan , y se comían pan , y combatieron pan , y retiraron toda noche en el monte .
Y FUÉ á la mañana , y á sus hijos y á sus hijas , y á su lugar .
Y JEHOVÁ dijo á Moisés : Así haré una plaga sobre Faraón , y sobre Egipto , y sobre Egipto , y sobre Egipto , y sobre Egipto : después que os hiriere de aquí .
ESTOS , pues , ahora en los oídos del pueblo , y toda mujer de su prójimo , y á cada uno de su prójimo , y á todos los vasos de plata , y á los vasos de oro .
Y HABLÓ Jehová el pueblo en los ojos de los Egipcios . Y el hombre fué grande grande en la tierra de Egipto , y en los ojos del pueblo .
Y dijo Moisés : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová
Y todo primogénito en la tierra de Egipto que está delante de la tierra de Egipto , hasta el primogénito de Faraón que está delante de su trono , hasta el primogénito de las bestias .
Y será grande gran clamor por toda la tierra de Egipto , como no hubo quien no hubo quien ella , ni será semejante á alguno .
DESPUÉS de los hijos de Israel no tendrá una lengua , contra el hombre ó animal : para que sepáis que Jehová ha puesto entre los Egipcios y Israel .
Y COMO tus siervos descenderán á mí , y á todos los pueblos que te veré , y á todos los pueblos que te veré , y á todo el pueblo que te vean . Y él salió de Faraón en gran ira .
Y JEHOVÁ dijo á Moisés : No oyere á vosotros ; porque mis maravillas sean multiplicados en la tierra de Egipto .
Y dijo Moisés y Aarón todas estas maravillas delante de Faraón ; y Jehová endureció de su tierra .
Y HABLÓ Jehová á Moisés , y le hablaba del tabernáculo del testimonio , diciendo :
PALABRA de vosotros , y di á los hijos de Israel , y diles : Si alguno de vosotros ofreciereis la ofrenda de los animales , de las bestias , de la vacío , y de las ovejas .
Y CUANDO su ofrenda será el sacrificio de los Hebreos , que ofreciere un varón sin defecto : él le ofrecirá un varón sin defecto : él lo ofrecirá en la puerta del tabernáculo del testimonio delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto , y será aceptado por él .
Y tomará el becerro delante de Jehová , y los sacerdotes , hijos de Aarón , sobre el altar que está junto al altar que está junto á la puerta del tabernáculo del testimonio .
Y tomará el holocausto , y la cubrirá en sus alrededores .
Y los hijos de Aarón dió el sacerdote sobre el altar , y puso la leña en orden sobre el fuego ;
Y los sacerdotes , los hijos de Aarón , las pondrás la cabeza , y el sebo que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está
DESPUÉS de estas cosas y sus dichos , y el sacerdote hará quemar en agua : y el sacerdote hará quemar en medio del altar , para que sea holocausto , de un continuo continuo , de olor suave á Jehová .
Y si su ofrenda de las ovejas , ó de las ovejas , ó de las ovejas , ó de las cabras , por un sacrificio sin defecto .
Y tomará la mano del altar delante de Jehová , y los sacerdotes , hijos de Aarón , esparcidos su sangre alrededor alrededor del altar .
Y tomará en sus raíces , con su cabeza y su sebo ; y el sacerdote hará sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar :
DESPUÉS de las vivas y de las aguas con agua ; y el sacerdote hará descender sobre el altar , de ofrenda encendida de olor suave á Jehová .
Y si el holocausto ofreciere por su ofrenda á Jehová á Jehová de las aves , entonces dará su ofrenda de entre las aves , ó de leones .
Y el sacerdote lo hará llegar al altar , y lo quemará en el altar ; y la sangre será cortada del altar :
Y quebrará su copa con sus carcaras , y echó al altar del oriente , junto al oriente , junto al oriente , junto al oriente , junto al lado del oriente , junto al lado del oriente , junto al lado de la ceniza .
Y tomará con sus alas , mas el sacerdote lo quemará sobre el altar que está sobre el altar : es holocausto continuo , de olor suave á Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
A los hijos de Leví de entre los hijos de Leví , después de sus familias , por la casa de sus padres ,
DESPUÉS de veinte años , todos los que entraban en el campo , para hacer la obra en el tabernáculo del testimonio .
ESTO será el servicio de los hijos de Coath en el tabernáculo de la congregación , en el tabernáculo de la congregación , al cabo de las cosas :
Y oyendo el campo , llamarán Aarón , y sus hijos y sus hijos y sus hijos , y talarán el velo del testimonio con ella :
Y acaecerá sobre la cubierta de los atrios , y extenderá sobre ella un alfarero de jacinto , y pondrá en sus varas .
Y sobre la mesa de jacinto , y sobre las piernas , y las piernas , y las piernas , y el pan de ellos será sobre él :
Y levantarán sobre ellos una cubierta de grana , y cubrirán en la cubierta de los lisonjeros , y pusieron en sus varas .
Y tomarán de jacinto , y sus lámparas , y sus lámparas , con que los vasos de la luz , con que los vasos de sus vasos , con que sirvan :
Y LLLA y á todos sus vasos dentro de una cubierta , y púsola sobre una cubierta .
Y sobre el altar de jacinto , y quebrarán con una cubierta de granjeros , y llevarán con sus varas .
Y tomarán todos los vasos del ministerio , con los que trabajan en el santuario , y las cubrirán con una cubierta de jacinto , y las cubrirán con una cubierta ,
Y tomarán la ceniza del altar , y extenderá una grana sobre ella :
Y ACONTECIÓ sobre ella todos sus vasos , con que los vasos del altar , y los vasos de todos los vasos del altar ; y extenderán sobre ella una cubierta del altar ; y extenderán sobre ella una cubierta de baluuvas , y llevarán sobre ella una cubierta .
Y HABLÓ Aarón y sus hijos , después del campo , como el campo es el campo de los hijos de Coath , en el tabernáculo de la congregación .
Y á la voluntad de Eleazar sacerdote de Aarón , y la unción , y la unción del aceite , y á todo lo que está , en el santuario , y á sus vasos .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
No os acordéis á la tribu de las familias de los sacerdotes de los Levitas , de entre los Levitas ;
DESPUÉS de estas cosas , para que viviesen , y no morirá , cuando llegare á su ministerio y á su carga :
Y no entrarán en pos de ver las cosas que las cosas se cubrieren , porque no pecan .
Y HABLÓ á Moisés , diciendo :
Y á los hijos de Gersón , por las casas de sus padres , por sus casas de sus padres , por sus familias , por sus familias ;
DESPUÉS de años , después que entrares en el servicio , para hacer la obra en el tabernáculo del testimonio .
ESTO es el servicio de las familias de los Gersón , para que sirven , y por las caras ;
Y llevarán las cortinas del tabernáculo del testimonio , y su cubierta , y la cubierta del tabernáculo del testimonio ,
Y ESTAS cosas del atrio , que está junto al lado de la puerta del atrio , que está junto al altar , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y
PALABRA de Aarón y sus hijos serán todos sus hijos , en todos sus arcos , y en todas sus bocinas , en todas sus bocinas .
ESTO es el servicio de las familias de los hijos de Gersón , en el tabernáculo del testimonio : y la guarda de la mano del sacerdote .
Los hijos de Merari , tú los contados de sus familias , por la casa de sus padres ;
Y ESTAS años de edad de cuarenta años , cada uno que pasare en el servicio , para hacer la obra del tabernáculo del testimonio .
Y fué la guarda de su carga , conforme á toda su servicio en el tabernáculo del testimonio : las tablas del tabernáculo , y sus columnas , y sus columnas ,
Y las columnas del atrio alrededor , y sus basas , con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos ,
ESTO es el servicio de las familias de los hijos de Merari , conforme á toda su servicio , en el tabernáculo del testimonio , debajo de la mano de la congregación , debajo de la mano de la congregación , debajo de la mano del sacerdote .
Y Moisés y Aarón y los príncipes de la congregación los hijos de Coath por sus familias , y por la casa de sus padres ,
DESPUÉS de veinte años años , cada uno que tenía en el servicio , por la obra en el tabernáculo del testimonio :
Los contados de ellos por sus familias fueron dos mil setecientos y cincuenta .
ESTAS son los contados de las familias de los sacerdotes , todos los que tenían servicio en el tabernáculo del testimonio , la cual Moisés y el número de la congregación que Moisés y el número de la congregación , que Moisés y el número de la congregación de Moisés .
Y los contados de los hijos de Gersón , por sus familias , por sus familias , y por la casa de sus padres ,
DESPUÉS de los años treinta años , cada uno que tenía en el servicio , por la obra en el tabernáculo del testimonio ,
Los contados de ellos , por sus familias , con sus familias , con sus familias , con sus familias , con la casa de sus padres , de la casa de sus padres , dos mil y treinta .
ESTAS son los contados de las familias de los hijos de Gersón , de todas las cosas que Moisés y el número de la congregación , que Moisés y el número de la congregación , al cual Moisés y el número de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por sus familias , por sus familias , por la casa de sus padres ,
DESPUÉS de los años treinta años , cada uno que tenía en el servicio , por la obra en el tabernáculo del testimonio ,
Los contados de ellos según sus familias , fueron tres mil y doscientos .
ESTAS son los contados de las familias de los hijos de Merari , los cuales Moisés y Aarón , conforme á la palabra de Jehová por mano de Moisés .
DESPUÉS de los contados de los Levitas , los cuales Moisés y los príncipes de Israel , después de sus familias , después que Moisés y los príncipes de Israel ,
DESPUÉS de años , cada un año de cincuenta años , cada uno que vino á hacer el servicio de la congregación ,
Los contados de ellos , ocho mil y quinientos .
DESPUÉS de Jehová fueron contados por la mano de Moisés , cada uno conforme á su ministerio , y conforme á su voluntad , como Jehová lo había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
Los hijos de Israel , y diles : A la tierra es la tierra de Canaán : ( esta es la tierra de Canaán , la tierra de Canaán :
Y el mediodía será de la parte del desierto de Zmar , y el mediodía será el término del término de la mar , y vuestro mediodía será el término del occidente :
Y COMO se apartare del mediodía hasta Ces-ezer , y entrare en Haser-ezer , y entrarará á Haser-ezer , y entrará á Haser-ezer , y entrarardor ;
Y será el término del río de Egipto hasta el río de Egipto , y el camino de Egipto será á la mar .
Y como á la condición , tendréis la gran mar por un término : este será la gran mar por heredad : este será vuestro término .
Y ESTO será vuestro aquilón , desde la gran mar : desde la gran mar , de la gran mar :
CUANDO el monte de Hor , ó la parte del término de Hamath ; y la senda del término será á Zeveno :
Y será el término de Camón , y las veredas de ella será en Haser-ezer , y las veredas de ella será en Haser-ezer : esto será vuestro aquilón .
Y ESTO se levantará vuestro término de Hasar-ezer , á Sedecías :
Y será el término de Soppe , á la parte del oriente del mar , y al oriente de la mar de Châm ; y el término de la mar de Châm hasta el oriente de la mar de Châm .
Y será el término del Jordán , y el camino de la mar : este será vuestra tierra con sus términos .
Y HABLÓ Moisés á los hijos de Israel , diciendo : Esta es la tierra que habéis de dar á los nueve tribus , y á la media tribu :
Y la tribu de los hijos de Rubén conforme á la casa de sus padres , por la casa de sus padres , por la casa de sus padres , la mitad de la tribu de Manasés .
Y dos tribus y la mitad de la otra parte del Jordán á Jericó , al oriente , al occidente .
Y HABLÓ Jehová á Moisés , diciendo :
ESTOS son los nombres de los hombres que poseerán la tierra : Eleazar sacerdote , y Josué , y Josué hijo de Nun .
Y tomaréis un príncipe de cada tribu , á la tierra por heredad .
Y los nombres de los hombres son estos : De la tribu de Judá : De la tribu de Judá , Caleb hijo de Jethro .
Y de la tribu de los hijos de Simeón , Sela hijo de Amasur .
Y de la tribu de Benjamín , Eliel hijo de Joachâz .
Y el príncipe de la tribu de los hijos de Dan , Migni hijo de Jocci .
Y el príncipe de los hijos de José , á la tribu de los hijos de Manasés , Elisama hijo de Epel .
Y el príncipe de la tribu de los hijos de Ephraim , Camón hijo de Beber .
Y el príncipe de la tribu de los hijos de Zabulón , Elisama hijo de Mignur .
Y el príncipe de la tribu de los hijos de Issachâr , Tobías hijo de Ada .
Y el príncipe de la tribu de los hijos de Aser , Achîtob hijo de Sela .
Y el príncipe de la tribu de los hijos de Nephtalí , Peka hijo de Ammim .
ESTAS son los que Jehová había mandado la heredad á los hijos de Israel en la tierra de Canaán .
Y ACONTECIÓ , si oyeres á la voz de Jehová tu Dios , á ti y á hacer todas sus mandamientos que yo te mando hoy , que Jehová tu Dios te ha puesto sobre alto sobre todas las gentes de la tierra .
Y ESTAS cosas se llegarán sobre ti , si oyeres á la voz de Jehová tu Dios .
Y serás en la ciudad , y bendecirás serás en el campo , y tú eres en el campo .
ESTOS será el fruto de tu cuerpo , y el fruto de tu tierra , y el fruto de tus ganados , y las ovejas de tus ovejas .
Y será tu cancana y tu palmo .
COMO eres tú , y bendito serás cuando salieres .
Jehová hará tus enemigos que se levantarán contra ti un camino , y te levantarán siete caminos .
Salmo de Jehová te da la bendición sobre ti , y en todas las cosas que tú eres tu mano , y te bendecirá en la tierra que Jehová tu Dios te da .
Al Músico principal : Salmo de David , y oye los mandamientos de Jehová tu Dios , y anda en sus caminos .
Y todos los pueblos de la tierra verán que has llamado por el nombre de Jehová , y temerán de ti .
Y te hará Jehová contigo , en el fruto de tu cuerpo , en el fruto de tu tierra , y en el fruto de tu tierra , en la tierra que Jehová juró á tus padres .
Salmo de David á ti su bien , y á la obra de tu mano , y á todo la obra de tu mano : y tú no quitarás .
Y te hará la cabeza , y no serás sobre él ; si oyeres á los mandamientos de Jehová tu Dios , que yo te mando hoy hoy , para que yo te mando hoy hoy , para que yo te mando hoy hoy , para que yo te mando hoy hoy , para que yo te mando hoy hoy , para que yo te mando hoy , para que yo te mando hoy , para que yo te mando hoy , para hacer hoy hoy ,
Y no entrarás de alguna de las palabras que yo te mando hoy , á la diestra , ni á la siniestra , ni á la siniestra , ni á la mano derecha , ni á la siniestra , ni á la siniestra , ni á la siniestra .
Y ACONTECIÓ , si no oyeres la voz de Jehová tu Dios , para que te mandares hoy , y te quitarás :
PALABRA serás en la ciudad , y tú serás en el campo .
JAH será tu cancana y tu paladar .
ESTOS será el fruto de tu cuerpo , y el fruto de tu tierra , el fruto de tus ovejas , y las ovejas de tus ovejas .
CUANDO tú , cuando salieres en esto , y tú eres cuando salieres .
PALABRA pues , sobre ti cantador , en todas las cosas que tienes tu mano á hacer , y á todos los que me dejaste .
Al Músico principal : Salmo de David , hasta que te levantase de la tierra hasta que la poseas .
Y te herirá con un hombre , y con la espada , y con la espada , y con la espada , y te dejarán hasta que no veres .
Y el cielo que está sobre tu cabeza , y la tierra que está debajo de ti .
Al cielo hará la lluvia de tu tierra , y el polvo : desde el cielo vendrá sobre ti , hasta que seas destruída .
Al Músico principal : Salmo de David . Y te apartarás un camino contra ellos , y te harás andar siete caminos delante de ellos , y serás desechado en todos los reinos de la tierra .
Y será tu cuerpo á todos las aves del cielo , y á las bestias de la tierra , y á las bestias de la tierra , y á los animales de la tierra , y á los animales de la tierra , y á los animales del cielo
Y te herirá contigo el arco de Egipto , y con la reprensión , y con la sana , que no se sanas .
Y te herirá con amargura , y sana de corazón :
Y COMO entrares en tinieblas , y no te perdonará en tus caminos , y no te perdonará .
Y te harás mujer , y no habitarás en ella : en ella plantarás una viña , y no entrarás en ella : en ella plantarás una viña , y no apartarás .
Y será muerto delante de tus ojos , y no te hartarás : tu asno será dado á tus ovejas , y no te dejarás más á ti : tus ovejas será dado á tus ovejas , y no habrá quien los dejes .
Y será dado á otro pueblo , y tus ojos y tus hijos y tus hijos y tus hijos , y no habrá en tu mano .
El fruto de tu tierra , y toda tu inmundicia , será gente que no te pareciere , y no sabes ; y tú no te dejarás , y no te dejarás ;
Y te serás atado para los ojos de tus ojos que veas .
Y te herirá en las rodillas , y en los lazos , con un gran temor de tu pie , á la cumbre de tu pie .
Y te levantará Jehová , y tu rey que has puesto sobre ti , á una gente que no te has conocido ; y allí servirás á dioses ajenos , madera y piedra .
Y serás prosperado , una palabra , y la palabra , entre todas las gentes que Jehová te escogiere .
Mirás ahora simiente de simiente en el campo , y apartarás en poco ; porque la langosta la cubrirá .
Y te plantarás viñas , y no beberás del vino , ni beberás del vino , ni beberás del vino , ni beberás del vino , ni beberás de vino .
Y te cubrirás con el aceite , mas no te harás contigo el aceite ; porque tus olivas la vestidura .
Los hijos y hijas , mas no perdonarás con ellos ; porque entrarán en cautiverio .
Todos tus árboles y fruto de tu tierra será la langosta .
Al extranjero que está dentro de ti ; y subirás contra ti .
HISE á ti , y no quitarás á él : él será la cabeza , y serás la cabeza , y serás la cabeza , y serás la cabeza , y serás la cabeza , y serás la cabeza , y serás la cabeza ,
DESPUÉS de estas cosas se llegarán sobre ti , y te levantarán , hasta que te has destruído ; porque tú oirás sus mandamientos y sus estatutos que te había mandado :
Y serán sobre ti una señal y por señal , y sobre tu simiente para siempre .
Y no escucharon Jehová tu Dios con aflicción , y con alegría de corazón , por la abundancia de todas las cosas ;
ASÍ dirás á tus enemigos que Jehová te enviará contra ti , en gran manera , y en sed de todas las cosas que Jehová te enviare contra tu cuello , hasta que te destruyeron .
Cántico Jehová contra ti una nación de lejos , desde el fin de la tierra , como la gente que no entenderás ;
DESPUÉS de la nación de la nación , que no se apartará la voluntad de los soberbios , ni mostrará gracia á los pies :
Y comerá el fruto de tus animales , y el fruto de tu tierra , hasta que te hubiere destruído : el fruto de tus ovejas , y ovejas de tus ovejas , hasta que te ha destruído .
Y te herirá en todas tus ciudades , hasta tu tierra ; y él te herirá en toda tu tierra , que Jehová tu Dios te ha dado .
Y comerás el fruto de tu cuerpo , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado Jehová tu Dios .
Y el hombre que tiene entre vosotros , y con la mujer de su seno , y al resto de sus hijos que dejare :
Y no dará á ninguno de ellos de la carne de sus hijos que comerá : porque no le dejará con todas tus ciudades .
LLA mujer entre vosotros , que no haya de entrar á la tierra , y á su hijo , y á su hijo ,
Y al que saliere de entre sus pies , y á sus hijos que fuere cortada : porque ella te comerán en tus ciudades .
PALABRA que no quisieres hacer hacer todas las palabras de esta ley que está escrito en este libro , que has escrito :
Al Músico principal : Salmo de David . Y hará tus raíces , y las alturas de tu simiente , grande grande , y de sanar , y de sanar .
Y meterás sobre ti toda la enfermedad de Egipto , que temieres de Egipto ; y te levantarán .
Y toda enfermedad que no está escrito en el libro de esta ley , que no está escrito en el libro de esta ley , hasta que no está escrito en el libro de esta ley :
Y ESTOS , no oyereis más en número , como las estrellas del cielo por la multitud ; porque no oyeres la voz de Jehová tu Dios .
Y ACONTECIÓ , que como Jehová se alegrare sobre vosotros bien , y os alegraréis á hacer bien , y os hará subir de la tierra á la cual entrares de la tierra á la tarde .
Y HABLÓ Jehová entre todo el pueblo , desde el uno de la tierra hasta el otro : y allí servirás á dioses ajenos , que no has conocido á tus padres , que no dejes tus padres , que ni tus padres han conocido , ni tus padres han conocido , ni tus padres habéis conocido , ni tus padres habéis conocido á tus padres , que
Y de estas gentes no hallarás hallar en medio de tus pies : mas Jehová te ha de dar un clamor , y anda de corazón , y anda de corazón .
Y será tu vida delante de ti ; y temerás y noche y noche , y no te apartarás de tu vida .
Y dirás : Verdaderamente Dios era la mañana , porque el temor de tu corazón con que veas , y á los ojos de tus ojos que verás .
Y te levantará á Egipto con navíos , por el camino que hablaba á ti : No veréis más más : y allí os veréis .
Y juntó Josué todas las tribus de Israel á Sichêm , y llamó á los ancianos de Israel .
Y dijo Josué á todo el pueblo : Así ha dicho Jehová Dios de Israel , y el padre de Nachôr ; y sirvieron á dioses ajenos .
Y DESPUÉS de Abraham de la otra parte del río de la otra parte del río , y le llevaron por toda la tierra de Canaán , y le dió á Isaac .
Y ACONTECIÓ á Isaac y Esaú : y dí á Esaú el monte de Seir , para que la poseer ; mas Jacob y sus hijos salieron á Egipto .
Y envió á Moisés y á Aarón , conforme á lo que había hecho entre ellos ; y después que yo había hecho entre ellos ; y después que yo os había de venir .
Y DESPUÉS de vuestros padres salieron de Egipto ; y los Egipcios salieron á la mar ; y los Egipcios salieron á la mar Bermejo .
Y oyendo ellos á Jehová , y llevólos la mar sobre ellos y los Egipcios , y en el desierto de tiempo .
Y os saqué en la tierra de los Amorrheos , que habitaba en la otra parte del Jordán ; y yo los dí en vuestra mano , para que poseáis su tierra , y los hice subir de delante de vosotros .
Y HABLÓ Balac hijo de Ziph , rey de Moab , y vió contra Israel , y envió á Balaam hijo de Bethania ,
DESPUÉS de Balaam , no oyese á Balaam ; por tanto os ha bendecido de su mano .
Y FUÉ al Jordán , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo .
Y envió la red delante de vosotros , la cual no con tu espada , ni con tu arco .
Y os he dado la tierra que no entréis en ellos , de las viñas y de las viñas ; de las viñas y de las viñas que no comeréis .
Y HABLÓ Jehová , y juzgarle en verdad y verdad , y en verdad que vuestros padres sirvan á la otra parte del río , y á Egipto ; y servid á Jehová .
Y COMO el mal de vuestros padres , ó los dioses de los Amorrheos , en cuya tierra moriréis : mas como los dioses de los Amorrheos , en cuya tierra serviremos y mi casa , á mí y á mi casa , á mí y á mi casa , serviremos á Jehová .
Y RESNDNDIÓ el pueblo , y dijo : ¿ No tenemos Dios que nos hemos conocido Jehová , á dioses ajenos ?
Y HABLÓ Jehová nuestro Dios , él y nuestros padres de la casa de Egipto , desde la casa de servidumbre , desde la casa de servidumbre , desde la casa de servidumbre , desde la casa de servidumbre , desde la casa de servidumbre , y de todos los pueblos por el cual pasamos :
Y HABLÓ Jehová de delante de nosotros todo el pueblo , á todos los pueblos que habitaban en la tierra : por tanto también nos serviremos á Jehová , porque es nuestro Dios .
Y dijo Josué al pueblo : No servid á Jehová : porque él es santo Dios , no perdonará vuestros rebeliones ni vuestros pecados .
CUANDO oyereis Jehová , y serviréis á dioses ajenos , y os volveréis á vosotros , después que ha hecho bien .
Y dijo el pueblo á Josué : No ; mas nosotros hemos servido ; mas nosotros serviremos á Jehová .
Y dijo Josué al pueblo : Vosotros sois testigos contra vosotros que habéis elegido . Y ellos dijeron : Vosotros somos testigos .
Y DESPUÉS de esto , dijo el dioses ajenos que están entre vosotros , y oye vuestro corazón á Jehová Dios de Israel .
Y dijo el pueblo á Josué : Jehová nuestro Dios nos serviremos , y á su voz oímos .
Y Josué hizo alianza con el pueblo que hoy , y pusiéronlos por estatuto , y pusiéronlos por obra en Sichêm .
Y HABLÓ Josué estas palabras en el libro de la ley de Dios , y tomó una grande grande piedra , y púsola allí debajo del santuario de Jehová .
Y dijo Josué á todo el pueblo : He aquí esto ha oído todas las palabras de Jehová que habló á vosotros : porque habéis oído todas las palabras de Jehová que habló á vosotros , porque no tenéis vuestro Dios .
Y HABLÓ Josué el pueblo , cada uno á su heredad .
Y ACONTECIÓ después de estas cosas , Josué hijo de Nun , el siervo de Jehová , murió ,
Y sepultáronlo en el término de su heredad en Timna , que está en el monte de Ephraim , á la parte del monte de Ephraim .
Y HABLÓ Israel á todo el tiempo de Josué , y á todos los días de Jehová , que había hecho Josué .
Y ACONTECIÓ los huesos de José , que los hijos de Israel dió á los hijos de Israel , á ciento ciento de plata ; y fué la heredad de los hijos de José .
Y murió Eleazar hijo de Aarón , y sepultáronlo en un monte que le había dado á Phinees su hijo , que le había dado en el monte de Ephraim .
Y DESPUÉS los Filisteos el arca de Dios , y llevólo de Ec-ezer .
Y DESPUÉS los Filisteos tomó el arca de Dios , le llevaron á la casa de Datha , y púsola junto á Dathatha .
Y COMO se levantaron de Asdod , vió á la tierra delante del arca delante del arca delante del arca delante del arca delante del arca delante del arca de Jehová . Y tomaron á su lugar .
Y COMO se levantaron el día de mañana , he aquí que él estaba sentado sobre la tierra delante del arca de Jehová , y la cabeza de Datha , y la cabeza de Dadlo .
DESPUÉS de los sacerdotes de Deber , ni quien entrase en la casa de la casa , en la casa de la casa , en Ascalón en Ascalón .
Y FUÉ la mano de Jehová sobre ellos de Asdod y de sus términos .
Y COMO los varones de Asdod no pudieron ver con nosotros ; porque su mano está en nosotros , y en Dathatha á nuestro dios .
DESPUÉS de todos los príncipes de los Filisteos , y dijeron : ¿ Qué haremos con el arca del Dios de Israel ? Y ellos hirieron el arca del Dios de Israel .
Y ACONTECIÓ , pues , , como la mano de Jehová estaba contra la ciudad con gran gran fuerte ; y él hirió los hombres de la ciudad .
Y COMO el arca de Dios de Israel á nosotros á nosotros y á nuestro pueblo .
Y COMO envió y juntó todos los príncipes de los Filisteos , y dijo : Quita el arca del Dios de Israel , y no nos maquéis , y nos maquéis á su lugar , para matarnos á su lugar , para que no nos maquemos , y á nuestro pueblo ; porque era gran temor de Dios .
Y los hombres que no fueron heridos con la ciudad ; y el clamor de la ciudad subió al cielo .
Y oyendo Abner hijo de Saúl , que era muerto en Hebrón , sus manos se fueron turbados .
Y el hijo de Saúl tenía dos hombres que estaban los capitanes de los hijos de Benjamín : ( porque también todos los de Benjamín , de los hijos de Benjamín , de los hijos de Benjamín :
Y DESPUPUÉS de Sebanías huyó á Gidthim , y en pos de este día .
Y COMO fué el hijo de Saúl , y de Jezreel , y huyeron ; y aconteció , que él se volvió , y se volvió , y fué llamado su nombre . Y su nombre era Honbibio .
Y LOS hijos de Rimmón , Resín y Bautista , se llegaron á la casa de Is-boseth , el cual puso en cama en el día del día .
Y ACONTECIÓ en medio de la casa , como los que habían estado en medio de la casa , los cuales le hirieron á su hermano .
Y COMO vinieron á la casa , puso en su cámara , y le hirieron , y tomáronle , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomólos .
Y LLLA la cabeza de Is-bo-boseth hijo de Saúl , y dijo al rey : He aquí la cabeza de Saúl , que buscaba tu señor el rey de Saúl , y de su simiente .
Y RESNDNDIÓ David , hijos de Rimmón , y díjoles : Vive Jehová , que ha hecho mi alma de todos ,
Y COMO me dijo , diciendo : He aquí Saúl es muerto , que yo le había dado bien .
DESPUÉS de estas cosas , cuando los hombres muertos en su casa en su casa , ¿ no puedo ahora ahora ? ¿ por qué no tengo de ver ahora su sangre de vuestra mano ?
Y HABLÓ David á sus criados , y á sus pies y á sus pies , y á sus pies , y lleváronlos en el sepulcro de Abner en Hebrón . Y tomaron la cabeza de Is-boseth , y sepultaron en el sepulcro de Abner en Hebrón .
Y oyendo la reina de JAANTO de la reina de Jehová , vino á recibir con él con él .
Y ACONTECIÓ á Jerusalem con grande grande grande grande , en gran manera , y muchas piedras que estaban en su corazón .
Y HABLÓ Salomón todas sus cosas , que no se había ocultado del rey , que él no había conocido .
Y COMO la reina de Sephatías había visto la sabiduría de Salomón , y la casa que había edificado ,
Y FUÉ á la mesa de sus siervos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y no hubo espíritu en ella .
Y RESNDNDIÓ al rey : Es verdad que he oído en mi tierra de tus hechos y de tu sabiduría .
Y no creí las palabras , hasta que me he visto ; y he aquí , la mitad no me fué dicho .
ESTAS son tus siervos , que están delante de ti , y que oye tu sabiduría .
Salmo de David , que te ha elegido Jehová tu Dios , que te hizo subir en el trono de Israel : porque Jehová te ha enviado á Israel , para que tú te ha hecho rey , para hacer bien á Israel y justicia .
Y ACONTECIÓ el rey ciento y veinte talentos de oro , y de las noventa de oro , y de las grandes cosas que la reina de Sechânnelio como estas cosas que la reina de Sechânía á rey Salomón .
Y DESPUÉS de Hiram , que llevase oro de Ophir , y piedras de los árboles , y piedras de piedras .
DESPUÉS de la casa de Jehová , y por el rey de la casa del rey , y por el tributo de la casa , no llegaron á este día .
Y ACONTECIÓ el rey Salomón á la reina de Semath , todo lo que ella le dió á Salomón , y á su tierra , ella y á sus siervos .
Y ACONTECIÓ el oro de oro que vinieron á Salomón en un año de cinco y seis talentos de oro ,
PALABRA que tenía de los Hebreos , y de todos los reyes de Arabia , y de todos los reyes de Arabia , y de todos los reyes de Arabia , y de todos los reyes de Gaos , y de todos los reyes de Arabia , y de todos los reyes de Arabia , y
Y ACONTECIÓ el rey Salomón dos mil hombres de oro : seis siclos de oro fué á un poquito de oro .
Y DESPUÉS de Noé , era el rey : y el rey los puso en la casa del bosque del Líbano .
Y el rey hizo una grande compañía de un trono , y cubriólo con la nieve .
EN el trono tenía doce pasos , y la cumbre del trono estaba alrededor de la otra parte del lado de la otra parte del lado , y dos leones .
Y COMO estaban en la una parte y á la otra sobre los seis pies : no fué como el reino en ninguna manera .
Y DESPUÉS del rey Salomón , y todos los vasos de la casa del Líbano , no había de plata : ninguna cosa era de plata , no había de plata : ninguna cosa era de plata en los días de Salomón .
Y COMO el rey estaba en tres años de Tharpa , de plata , y de plata , de plata , y de plata , y de plata , y de plata , y de la plata .
DESPUÉS del rey Salomón se llamaba todos los reyes de la tierra por las riquezas y la sabiduría .
Y procuraban la tierra á Salomón , para oir su sabiduría , que Dios había puesto en su corazón .
Y LLLLA su presente , vasos de plata , y vestidos , y vestidos , asnos , y asnos , asnos , y asnos , asnos , asnos , y asnos , asnos , y asnos , asnos , y asnos , asnos , asnos , y asnos , asnos , asnos , y asnos , asnos , asnos ,
Y DESPUÉS de los carros , y doce mil carros , y doce mil carros , y doce mil carros , y doce mil carros , y con el rey en Jerusalem .
Y el rey hizo plata en Jerusalem como piedras , y en Jerusalem como piedras que están en Jerusalem , para que sean como las cargas que están en los atrios que están en los atrios que están en los atrios que están en los que están en
Y DESPUÉS de Egipto tomó de Egipto , y de lino fino : el rey de los mercaderes le servían el rey .
Y saliendo un carro de Egipto , y un caballo , y un caballo ; y así los reyes de los Amorrheos , y por todos los reyes de Siria , y por los reyes de Siria , que los traían á ellos .
Y ACONTECIÓ en el tercer año de Ophir rey de Israel , que Ezechîas hijo de Achâz rey de Judá , comenzó á reinar á reinar .
Y COMO comenzó á reinar , y reinó veinte y nueve años en Jerusalem . El nombre de su madre fué Abi , hija de Zera .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que David su padre lo hizo .
LA los altos , y quebraron los bosques , y quebró el bosque de bronce que Moisés había hecho ; porque á los días de los hijos de Israel hizo quemar perfumes .
EN Jehová Dios de Israel , así que no hubo como él él entre todos los reyes de Judá , ni quien estaban delante de él .
DE á Jehová , y no se fué de en pos de él , sino que guardaba sus mandamientos , que Jehová mandó á Moisés .
Y DESPUÉS de él fué con él ; y él se juntó contra el rey de Asiria , y no le sirvió .
E hirió los Filisteos , hasta Gaza , y sus términos , desde la torre de la torre .
Y ACONTECIÓ en el cuarto año del rey Ezechîas , que fué el séptimo año de Baruch rey de Israel , que era el séptimo año de Ciro rey de Seir .
Y ACONTECIÓ en el cabo de tres años , que es el año año de Ezechîas , fué tomada .
Y el rey de Asiria lo hizo subir á Israel , y á la parte del río de Gadón , y en las ciudades de Machîs , y en las ciudades de Machîr ;
Y no obedecieron la voz de Jehová , sino que Moisés siervo de Jehová le mandó , y no los oyese .
Y EN el año año de los siete del rey Ezechîas hizo subir contra todas las ciudades ciudades de Judá , y tomólos .
Y envió Ezechîas rey de Judá envió al rey de Asiria á Ezechîas rey de Asiria á Ezechîas rey de Judá , y treinta talentos de plata y treinta talentos de plata y treinta talentos de plata y treinta talentos de plata y treinta talentos de plata .
Y HABLÓ Ezechîas toda la plata que fué hallado en la casa de Jehová , y en los tesoros de la casa del rey .
EN aquel tiempo Ezechîas sacó el oro de las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Judá .
Y ACONTECIÓ el rey de Asiria con un gran ejército contra Jerusalem . Y ellos salieron , y vinieron á Jerusalem . Y como ellos salieron , que está en el camino de la parte del occidente , que está en el campo .
Y ACONTECIÓ que oyendo al rey , vino á Eliel hijo de Hilcías , que estaba sobre la casa , y á Joachâz hijo de Asaph , el principal de Asaph .
Y RESPONDNDIÓ Rabba á Ezechîas : Así ha dicho el rey de Asiria : ¿ Qué señal es esto ?
Y RESPONDNDNDIÓ , ( mas en la guerra . Y tú , ¿ quién eres contra mí ? ¿ á quién me has hecho contra mí ?
Y he aquí que tú eres el hombre de esta viña , sobre Egipto , en el que tiene Faraón de Egipto á todo lo que confía en él .
Y RESPONDNDIÓ : ¿ cómo confiáis en Jehová nuestro Dios : ¿ No es el que no hay en Jerusalem ?
Y ahora , pues , ahora te ruego que tuvieres á mi señor el rey de Asiria , y te libraré dos mil caballos , si tú quieres á mi señor el rey de Asiria , y te libraré dos mil caballos , si tú quieres sobre ellos .
¿ Hasta cuándo , pues , el rostro de un capitán de los hombres de mi señor , y pongas tus siervos de mi señor ?
Y RESNDNDIÓ ahora á Jehová contra este lugar contra este lugar contra este lugar : Jehová me dijo : Ve contra esta tierra , y la destruiré .
Y RESNDNDIÓ Eliphaz , y no con nosotros con nosotros ; y lo entendemos con nosotros en los Judíos que están en los Judíos que están en los Judíos que están en el muro de los Judíos que están en el muro .
Y RESPONDNDIÓ , y te dijo : ¿ No me envió á mí ? ¿ no me envió estas palabras ?
Y RESNDNDIÓ Rabba y clamó , diciendo : La palabra del gran rey , el rey de Asiria , el rey de Asiria :
Así ha dicho el rey : No os engañará Ezechîas : porque no os ha de librar de su mano :
CUANDO Ezechîas nos oyere en Jehová , diciendo : Jehová nos librará , y esta ciudad no sea librada en la mano del rey de Asiria .
ASÍ ha dicho el rey de Asiria : porque así ha dicho el rey de su vid , y cada uno de su higuera , y cada uno de su higuera , y cada uno de su higuera , y cada uno de su higuera ,
PABLO pues , la tierra como la tierra de olivas y de miel , la tierra de olivas y de miel , que os matará , diciendo : Jehová nos librará .
¿ A todos los dioses de los dioses de las gentes ? ¿ A toda su tierra de mano del rey de Asiria ?
DESPUÉS de los dioses de Hamath , y de Uri ? ¿ dónde están los dioses de Châm , y de mi mano ?
¿ Quién son entre todos los dioses de las tierras , para que Jehová ha librado de mi mano ?
DESPUÉS de los pueblos , y no le respondió una palabra : porque el mandamiento del rey fué , diciendo : Andrés no le responda .
Y ACONTECIÓ Elisama hijo de Hilcías , que fué sobre la casa , y á Joim hijo de Asaph , que estaba sobre la casa , y á Joachâz hijo de Asaph , á Ezechîas con sus vestidos , y le dijo las palabras de Rabba .
Y ACONTECIÓ cuando David era viejo y lleno de días , hizo Salomón su hijo sobre Israel .
Y juntó todos los príncipes de Israel , con los sacerdotes y Levitas .
Y DESPUÉS de la señal de treinta años , y su número por la cuenta de los treinta y de los años ; y su número por el hombre , treinta y ocho mil .
EN aquel tiempo de la casa de Jehová , y seis mil y cuatrocientos ;
Y cuatro mil porteros , y cuatro mil porteros ; y los cuatro mil que hicieron :
Y ESTOS los repartimientos de los hijos de Leví , de Sarac , Coath , y Merari .
Y ESTAS de los Rubenitas , Jasasán , y Semei .
Los hijos de Lachîr : el principal era Jehiel , y Ophir , y tres ;
Los hijos de Achîtob : Estos fueron los hijos de Sephatías . Estos fueron los príncipes de los padres de Nephet .
Y los hijos de Achîs , Japhet , Jethro . Estos los cuatro fueron los hijos de Semei .
Y RESNDNDIÓ Japhet , y no había muchos hijos ; por lo cual era Jethro , conforme á la casa de su padre .
Los hijos de Coath : Amram , y Uzziel , cuatro ;
Los hijos de Amram : Aarón y sus hijos para siempre , para quemar el santuario delante de Jehová , para ministrar delante de Jehová , para que lo santifica , y á su nombre para siempre .
Y al varón de Dios , sus hijos eran llamado de la tribu de Leví .
Los hijos de Moisés : Gersón , y Eliezer .
Y de los hijos de Gersón , Sela era el principal .
Y los hijos de Eliezer , no tenía hijos ; mas los hijos de Rehum eran muchos .
Y de los hijos de Idi : Sebanías , Heveo el principal .
Y de los hijos de Hebrón : Eliphaz el segundo , Jair el tercero , Jair el tercero , Jair el tercero , Jair el tercero , y Jethro fué el cuarto .
ESTAS de los hijos de Uzziel : Michâel el primero , y el segundo .
Los hijos de Merari : Mahali , y Mamami . Los hijos de Mabai : Eleazar , y Cabón .
Y murió Eleazar , y no tuvo hijos , sino hijas ; y sus hermanos los hijos de Cades .
Los hijos de Migni : Maón , y Aphec , tres .
Y ESTAS son los hijos de Leví según la casa de sus padres , como los nombres de los nombres , que hicieron la obra por el servicio de la casa de Jehová , desde la vejez de veinte años .
Y dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que moren en Jerusalem para siempre .
Y á los Levitas , no tendrán más el tabernáculo , ni los vasos de ella por su servicio .
Y ACONTECIÓ de veinte años de veinte años de veinte años , de veinte años y de arriba ;
LA la causa de los hijos de Aarón por el servicio de la casa de Jehová , en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en la obra del servicio de la casa de Dios ;
PALABRA del pan , y por la mesa , y por toda la que está cerca de la mesa , y por toda la medida de la medida y de la medida , y por toda la medida de la medida y de la medida de la medida y de la medida ,
Y ACONTECIÓ á toda la mañana , y también á Jehová , y también también á Jehová , y también también á Jehová ,
Y HABLÓ todo holocausto á Jehová en los sábados , en los sábados , en el nuevo nuevo , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden de ellos .
Y ACONTECIÓ que guardados la guarda del tabernáculo del testimonio , y la guarda del santuario , y la guarda de los hijos de Aarón , en el servicio de la casa de Jehová .
Y COMO comenzó á reinar , y reinó cuarenta años en Jerusalem . Y el nombre de la madre fué Siclag de Beer-seba .
E hizo lo recto en ojos de Jehová todos los días de Joiada sacerdote .
Y RESNDNDIÓ dos mujeres mujeres , y engendró hijos é hijas .
Y ACONTECIÓ después de esto , que Joas era padre de Jehová á la casa de Jehová .
Y DESPUÉS de los sacerdotes y de los Levitas , y dijo á ellos : Id á las ciudades de Judá , y veis que no lo dejéis .
Y RESPONDIÓ el rey de los sacerdotes , y de Jerusalem y de la congregación de Israel , porque el tabernáculo del testimonio de Jehová , y de la congregación de Israel , porque el tabernáculo del testimonio de la congregación de Israel , por el tabernáculo de testimonio ?
Y los hijos de Athalía , que la mujer de Jehová había hecho la casa de Jehová ; y también toda la mitad de la casa de Jehová habían hecho con los Saduevos .
Y en el mandamiento del rey , hicieron la palabra del rey de la casa de Jehová .
Y JAANTO á Jehová y á Jerusalem , para traer en Jerusalem y á Jerusalem , para venir á Jehová en el desierto .
Y todos los príncipes y todo el pueblo alegraron , y sacaron en los arcos , hasta que habían hecho el fin .
DESPUÉS del rey , y el principal del rey y el principal de los sacerdotes , y después que estaban en la mano del rey y el diluvio , y tomó el dinero de los sacerdotes , é hiciéronla á su lugar . Así hicieron el día de aquel día , y juntó á su lugar .
Y el rey y el hombre que hizo la obra del servicio de la casa de Jehová , y de los que hacían la casa de Jehová , y también los que trabajaban la casa de Jehová .
DESPUÉS de ellos , y la obra fué hecha por ellos , y pusieron la casa de Dios en su presencia , y pusieron la casa de Dios en su presencia , y le pusieron .
Y ACONTECIÓ que , después de la voluntad de Jehová , los vasos de la casa de Jehová , los vasos de bronce y de plata . Y ofrecieron holocaustos en la casa de Jehová , por todos los días de Joiada .
Y DESPUÉS se fué dicho , y fué lleno de días cuando murió .
Y sepultáronlo en la ciudad de David entre los reyes , porque había hecho bien en Israel , y á su casa .
Y ACONTECIÓ después de la muerte de Joiada , é hizo saber al rey . Entonces el rey lo oyó .
Y partidos de la casa de Jehová Dios de sus padres , y sirvieron á Jerusalem y á Jerusalem : y enojóse sobre Judá y ídolos , y sirvieron á Jerusalem y á Jerusalem por esta causa .
DESPUÉS de los profetas , para que los llevasen contra ellos : mas ellos no quiso oir .
Y FUÉ el Espíritu de Dios , el cual estaba sobre el pueblo , y les dijo : Así ha dicho Dios : ¿ Por qué habéis obedecido á Jehová , no os habéis conocido ? porque habéis dejado Jehová , él también también os ha dejado .
Y DESPUÉS de él contra él , y le aprendieron con piedras á la palabra del rey en el patio del rey en el patio de la casa de Jehová .
Y COMO murió el rey su padre , mas mató á su hijo . Y él murió .
Y ACONTECIÓ al cabo del año , que el ejército de Siria subió contra él ; y vinieron á Judá y á Jerusalem y á todos los príncipes del pueblo de entre los pueblos , y envió á todo el pueblo de Damasco .
Y COMO el ejército de los Siros vinieron con un ejército de los hombres , y Jehová Dios de sus padres . Y ellos se rebelaron contra Joas .
Y ACONTECIÓ de él , el sacerdote de los hijos de Joiada , y murió ; y no le sepultaron en la ciudad de David , sino que no le sepultaron en la ciudad de David , sino que no le sepultaron en los sepulcros de los reyes .
Y ESTOS son los que oyeron contra él : Zabad hijo de Andra , y Joachâz hijo de Seber .
Y de sus hijos , y la grandeza de la casa de Dios , he aquí está escrito en la peña del libro de los reyes . Y Amasías su hijo reinó en su lugar .
Y todo el pueblo juntó como el agua que estaba delante de la puerta que estaba delante del agua , y hablaron á Esdras el libro de la ley de Moisés , que Jehová había mandado á Israel .
Y LLLA la ley puso la ley delante de la congregación delante de la congregación , sobre el primer día del mes mes .
Y leyó él delante de la puerta que estaba delante de la puerta que estaba delante de la puerta hasta el libro de la tarde hasta el libro de la ley .
Y RESNDNDIÓ , y con su mano , y en su mano derecha , y en su mano , y en su mano ,
Y RESNDNDIÓ el libro en los ojos de todos los pueblos : porque él era sobre todos los pueblos ;
Y RESNDNDIÓ á Jehová , el grande Dios . Y ellos se levantaron , y adoraron sus cabezas , y adoraron sus cabezas , y adoraron sus cabezas , y adoraron sus cabezas á la tierra .
Y RESNDNDIÓ , y los Levitas ,
Y oyendo en el libro en la ley de Dios , y les dió las mismas , y les dió la reprensión .
Y dijo á todo el pueblo : Este día es santo á Jehová vuestro Dios : no lloréis , ni lloréis . Porque todo el pueblo lloraba , como oyeron las palabras de la ley .
Y él les dijo : Vete , y bebid á los que no hay quien está aparejada ; porque el gozo de Jehová es vuestra fortaleza .
Y los Levitas se juntaron todo el pueblo , diciendo : Un día es santo , y no seáis conmovidos .
Y COMO el pueblo fué su camino á comer , y á beber y á beber , y á enviar , y á beber grandes , porque habían oído las palabras que habían oído las palabras que habían dicho .
Y COMO el día día se juntaron los príncipes de los padres de todo el pueblo , los sacerdotes , y los Levitas , á los sacerdotes , á los sacerdotes , á los sacerdotes , á los sacerdotes , á los sacerdotes y á los Levitas , á Esdras escriba , á las palabras de la ley .
Y hallados en la ley que Jehová había mandado á Moisés , para que los hijos de Israel habiéndola en la fiesta del mes mes ;
Y LLLA y prodigios en todas sus ciudades , y en Jerusalem , diciendo : Id al monte , y en Jerusalem , y en Jerusalem , y las ramas de los árboles , para hacer subir al monte , y las ramas de los árboles , como está escrito .
Y ACONTECIÓ el pueblo , y la casa de su casa , y en los atrios de la casa de Dios , y en la plaza de la casa de Ephraim , y en la plaza de la puerta de Ephraim .
Y DESPUÉS de la transmigragraos , y sentóse debajo de la transmigración ; porque desde los días de Jesuá hijo de Nun .
Y ACONTECIÓ en aquel día , desde el primer día , leyó en el libro de la ley de Dios . Y guardaron la fiesta en el libro de la ley de Dios .
Y RESNDNDIÓ Eliphaz , y dijo :
¿ AQUQUO el sabio ? ¿ y se aparta su vientre con el viento viento ?
¿ AQUQUE con engaño ? ¿ ó con qué no podrá bien ?
Y tú , cuando te levantares el temor , y la oración hablaba delante de Dios .
Y tu boca , y tú eres tu iniquidad , y tú eres la lengua de los lilivas .
Y RESPONDNDIÓ , y no te he ; y tu ojo no te tengo ; y no te responderé contra ti .
¿ Eres el primero que era nacido ? ¿ ó has hecho delante de los montes ?
DESPUPUÉS de Dios has oído el secreto de Dios ? ¿ y quién tienes en la sabiduría á ti ?
¿ Qué sabes , que no sabéis ? ¿ qué no sabéis ? ¿ qué no sabéis ? ¿ qué no es en nosotros ?
PABLO , pues , los ojos de los hombres , mucho que tu padre .
¿ A quién te ha sido contigo ? ¿ hasta cuándo hay algo de ti ? ¿ no hay quien te oculta ?
¿ Por qué te has hecho tu corazón ? ¿ y qué tus ojos ?
¿ A quién tienes tu espíritu contra Dios , y de lo que entrares de tu boca ?
¿ Qué hombre , pues , que fuere limpio ? y el que es nacido de una mujer , ¿ de quién es justo ?
CUANDO no confiare en sus santos , y los cielos no son limpio en sus ojos , y los cielos no son limpio en sus ojos .
¿ Hasta cuándo , pues , más grande y el hombre , que comprende la iniquidad como agua ?
Salmo de David , oye , y los que he visto ; y lo que he visto , yo te enseñaré ;
ESTAS cosas han dicho de sus padres , y no se esconvieron ;
LA la tierra fué dado , y no haya quien se ha dado la tierra , y ni extranjero iba entre ellos .
PALABRA de los impíos con todos sus días , y el número de los años , y el número de los años , y el número de los años , y el número de los años , y el número de edad .
PALABRA está en sus oídos : en lo que ha de venir sobre él .
CUANDO no cree de tinieblas , y es esperado de la espada .
Delante del pan , diciendo : ¿ Dónde está ? El sabe que el día de las tinieblas está en su mano .
RQUE , y desleleará contra él , como el rey entrare á la guerra .
LLA su mano contra Dios , y la reprensión contra Dios , y la reprenda contra el Omnipotente .
PABLO sobre él , en su cuello , sobre la cerviz , sobre su cuello , sobre su cuello , sobre su cuello , sobre su cuello ;
LLLA su rostro con su grosura , y ensanchará .
Y ACONTECIÓ en ciudades , y en casas que no oyen , que están atónitos .
No será rico , ni tendrá su hacienda , ni tendrá su misericordia , ni tendrá su misericordia , ni tendrá su misericordia sobre la tierra .
No se apartará de tinieblas , la llama de su boca , y por el espíritu de su boca saldrá .
Al que habla en la vanidad : porque la vanidad es la vanidad , porque la vanidad es la vanidad .
CUANDO se cumpliese delante de su tiempo , y no se apagará .
LLLLA de sus raíces como la vid , y echarán sus raíces como la olivas .
Y la congregación de los hipócritas será asolada , y fuego arderá las fortalezas de la bocina .
LLLA , y la vanidad , y su vientre pecaron , y su vientre pecaron .
JANTO , oh Jehová , ¿ cómo me han sido muchos ? ¿ cómo me han hecho contra mí .
Y ESTOS son los que dicen de mi alma : No hay temor de él en Dios . ( Selah .
Al Músico principal : Salmo de David , oh Jehová , el escudo de mi cabeza ; mi gloria , y el clamor de mi cabeza .
Y FUÉ á Jehová con mi voz , y oí de su santo monte . ( Selah . )
HIMME , y me rebelé ; porque Jehová me ha apartado de mí .
Y no me temeré de diez varones de pueblo , para que se rebelase contra mí alrededor de mí .
Al Músico principal : Salmo de David : Salmo de David , porque has herido todos mis enemigos sobre los profundos de los dientes .
PALABRA de Jehová : tu bendición está sobre tu pueblo . ( Selah . )
Alabad á Jehová , oh justo ; porque alaba es la salud .
Alabadle á Jehová con júbilo : cantadle á Jehová con grita , y con el salterio de diez veces .
PABLO un cántico : cantando con él un cántico .
Y la palabra de Jehová es derecho , y todas sus obras son hechas en verdad .
El ama y la justicia : la tierra está llena del bien de Jehová .
EN la palabra de Jehová fueron los cielos , y todo el ejército de ellos por el espíritu de su boca .
DE las aguas de la mar la mar como un montón : él se enveció las aguas de la mar .
Al Músico principal : sobre la tierra temerán todos los moradores del mundo , en nosotros todos los moradores del mundo , en nosotros todos los moradores del mundo .
Y HABLÓ , y fué hecho , y fué hecho ; él mandó , y estaba en ella .
Al consejo de las gentes , que no aprovecía el consejo de las gentes , ni más más la reprensión de los pueblos de los pueblos de los pueblos .
PALABRA de Jehová es para siempre , los pensamientos de su corazón á todos sus generaciones .
ESTOS es la gente que ha elegido Jehová , y el pueblo que ha elegido por su heredad .
PALABRA de los cielos : él es Jehová de los cielos , el que tiene todos los hijos de los hombres .
EN aquel lugar de su habitación mira sobre todos los moradores de la tierra .
PABLO el corazón de sus corazones , él negó á todos sus obras .
No hay el rey por la multitud de un ejército : un hombre no tiene misericordia .
PABLO , pues , el negocio de la verdad , no perdonará por su fortaleza ; ni librará por su fortaleza .
He aquí que el ojo de Jehová está sobre los que le temen , sobre los que le temen , sobre los que le temen en su misericordia ;
LLA su alma de muerte , y á la vida los guardará en hambre .
Delante de Jehová es misericordia : él es nuestro ayuda y nuestro escudo .
Porque en él se alegrarán en él , porque hemos esperado en su santo nombre .
Al Músico principal : Salmo de David , oh Jehová , sobre nosotros , oh Jehová , sobre nosotros , conforme nosotros somos esperanza en ti .
Al Músico principal : Salmo de David , Dios mío , te buscaré : mi carne te ruego que no hay agua , donde no hay agua , donde no hay agua ;
Al santuario te he visto tu potencia y tu gloria , como te he visto en el santuario .
Al Músico principal : Salmo de David . Salmo de David , no te alabará .
Y yo te bendeciré : yo te levantaré mis manos en tu nombre .
RQUE mi alma contigo con labios , y mi boca te alabará con labios .
Y COMO yo te he hablado sobre mi cama , y la noche sobre ti en la noche de la noche .
Por tanto has sido mi ayuda , por la sombra de tus alas cantaré .
Al Músico principal : sobre ti : tu diestra me da .
DESPUÉS de los que buscan mi alma , para destruirla , á la imagen de la tierra .
Y caerán á cuchillo : ellos será la otra parte de la vacada .
Y el rey se alegrará en Dios , cada uno que con él hablare : mas la boca de los que hablaren mentira .
ASÍ que no se ha apartado de la fortaleza , con que no sea conmovido .
Tú eres de reptil : tú eres de reptil : tú eres del siglo .
Cántico , oh Jehová , los ríos se levantaron su voz ; los ríos se levantaron sus rodillas .
Al Músico principal : Salmo de David , que el sonido de muchas aguas , y que el sonido de la mar .
Al Músico principal : Salmo de David , oh Jehová , tu casa viene tu casa , oh Jehová , para siempre .
Al Músico principal : Salmo de David . Y te levanté mis ojos , oh que moras en los cielos .
CUANDO los ojos de la mano de sus señores , y como los ojos de la mano de sus compañeros , y como los ojos de la mano de ella .
Al Músico principal : Salmo de David , oh Jehová , misericordia de nosotros ; porque en nosotros están contristados .
PALABRA de los que están en la tribulación , y con la reprensión de los soberbios .
Al Músico principal : Salmo de David , no me olvido , mas tu corazón no me olvidéis , mas tu corazón guardará mis mandamientos ;
Y de los días , y de la vida , y de la vida , y de la vida , y de la vida .
RQUE , y no te misericordia ; te escriben en la mesa de tu corazón .
Y hallarás la gracia y buena inteligencia en los ojos de Dios y de hombre .
PALABRA en Jehová con toda tu corazón , y no á tu entendimiento .
En todos tus caminos , y él dará tus veredas .
No temas en tus ojos : temed á Jehová , y se apartará de mal .
HIRRRQUE , y la fortaleza de tus huesos , y de tus huesos .
PALABRA con tu hacienda , y con las primicias de toda tu hacienda , y con las primicias de todos tus frutos .
DESPUÉS de tus Hebreos se llenarán de día , y tus atrios con el vino .
Al Músico principal : Salmo de David , no se ensoberbebebe de Jehová , ni se aparta de sus raíces :
Y el que ama Jehová , ama ; como el padre , en el cual va .
PABLO es el hombre que tiene la sabiduría , y el hombre que tiene entendimiento , y el hombre que tiene entendimiento .
Y ESTAS son las cosas que la visterna de plata , y sus maridos de plata , y sus maridos que el oro .
PALABRA que no se envejejecido ; y todas las cosas no son para sí .
EN su mano derecha , y en su mano la mano , y en su mano , y en ella y honra .
ESTOS son caminos de mentira , y todas sus veredas .
PABLO es el árbol de vida á los que le traigan : y el que la hiriere .
Al Músico principal : Salmo de David . A causa de la tierra ha hecho los cielos .
EN su conocimiento son quebrados , y las nubes destilan , y las nubes destilan el rocío .
Al Músico principal : No los apartes de tus ojos : no los apartes de tus ojos : te reprenden de tus ojos .
Y será la vida á tu alma , y la gracia á tu cuello .
Y cuando anduvieres en tu camino , y tu pie no perecerán .
CUANDO te levantares , no te temerá ; y tú , y tu sueño se cortará .
No temeroso de Jehová , ni de la soledad de los impíos , cuando viniere .
Y será tu confianza , y guardará tu pie de tu rostro .
No hagáis bien de delante de ellos al que está en la potencia de tu mano , cuando está en la fortaleza de tu mano .
No dijo á tu prójimo : Ve , y venid , y á mañana te daré ; cuando tú te has de venir .
No mal contra tu prójimo , pues , no te ha conocido mal contra tu prójimo , porque no te ha conocido mal contra ti .
No se acordéis con el hombre sin causa , si no te ha hecho algo .
No te acordes la reprensión , y no te apartarás de sus caminos .
ESTAS cosas es abominación á Jehová : mas su oculto está con los justos .
PALABRA de Jehová está en la casa de los impíos : mas él guarda la habitación del justo .
DESPUPUÉS de él , el que da la gracia á los necios : mas la gracia da la gracia á los humildes .
Al Músico principal : mas la gloria heredará la gloria : mas la gloria será la gloria .
Y dije en mi corazón : Ve á ahora , yo te he hablado con gozo , y he aquí esto es vanidad .
Y dije de Cades : ¿ Qué es ? y de leono , ¿ qué lo ha de venir ?
Al Músico principal de los hijos de los hombres que habían de venir á los hijos de los hombres que habían de venir debajo del cielo todos los días de su vida .
Y me he hecho muchas obras , yo me he hecho casas ; allí me he hecho casas ; en mí he edificado casas , en mí he edificado viñas .
PPPPERE , y planté los árboles , y planté los árboles , y planté árboles en todos los frutos de todo animal :
Y me ha hecho muchas aguas de aguas , á agua que hace las aguas de las aguas , para agua que traigas ;
Y ACONTECIÓ siervos y siervas , y tenía siervos en mi casa ; también yo he hecho muchas ciudades sobre mí todos los que estaban en Jerusalem ;
Y LA plata y mujeres , y las mujeres de los hijos de los hombres , como las mujeres de los hijos de los hombres , como las mujeres de los hijos de los hombres , como las mujeres y las mujeres de los hijos de los hombres , como las cargas de todos .
Y DESPUÉS de mí fué grande , y me enojé más que todos los que estaban antes de mí en Jerusalem : también mi sabiduría se enojó conmigo .
Y todo lo que mis ojos no guardé de ellos , porque mi corazón se alegré en todo mi corazón ; y esto fué mi parte de todos mis días .
Y ACONTECIÓ en todas las cosas que mi mano había hecho , y en el trabajo que había sido sanado ; y he aquí que estaba toda la vanidad y aflicción de espíritu , y no había conocido debajo del sol .
Y DESPUÉS de la sabiduría , y la reprensión ; porque ¿ qué es el hombre ? ¿ quién es el que ha hecho el hombre ? ¿ quién es lo que ha sido hecho .
DESPUÉS vi la sabiduría , como la luz de las tinieblas .
Y los ojos del hombre son en su cabeza ; mas el necio anda en tinieblas , mas el necio anda en tinieblas .
Y dije en mi corazón : ¿ Había yo yo ? Y dije en mi corazón , para que esto es vanidad . Y dije en mi corazón , para que esto es vanidad .
Y no hay memoria de los sabios más que del necio ; porque lo que ahora está en los días . ¿ A quién , pues , que ahora está en los días ?
Y DESPUÉS de la vida , porque la obra que está delante del sol , me es la vanidad y aflicción de espíritu .
DESPUÉS de mi trabajo que había tomado debajo del sol ; porque yo lo he de venir al hombre que haya de ser después de mí .
Y el que sabe , ó el necio ó el necio , y en qué me mostrare debajo del sol . Este es la vanidad .
Y FUÉ á mi corazón mi corazón que tomé debajo del sol .
Y el hombre que tiene en la sabiduría , y en ciencia , y en ciencia , y en ciencia , y en el hombre que no tiene en ella en ella . Este es la vanidad y grande mal .
¿ Por qué , hombre de toda su trabajo , y de la sanación de su corazón , en el cual ha hecho debajo del sol ?
DESPUÉS de sus días se maravillarán , y su corazón no toma reposo en la noche . Esta es la vanidad .
Y no hay más que el hombre , que haya comido y bebido , y el que vendiere su alma en su trabajo . Este también vi , que fué de la mano de Dios .
Porque ¿ quién se comerá , y el que no puede ver ? ¿ quién es ? ¿ quién ?
Al Músico principal : mas al hombre es bueno delante de Dios . Este también es la vanidad y la ciencia : mas á la verdad es bueno delante de Dios . Este también es la vanidad y aflicción de espíritu .
Y dirás : Salmo de David , oh Jehová , yo te alabaré : sálvame tu ira .
Salmo de David : He aquí , Dios es mi salud ; porque Jehová es mi salud y mi cantador , él también es mi salud .
DESPUPUÉS de las aguas os apreñéis agua de salud , de salud .
Y ACONTECIÓ en aquel aquel día , diréis á Jehová , diciendo : Alabad á Jehová , que su nombre es ensalzado .
Al Músico principal : porque ha hecho lo que ha hecho : porque ha hecho lo que ha hecho : éste ha hecho lo que ha hecho : éste ha hecho lo recto en toda la tierra .
Y tú , oh Sión ; porque grande es el Santo de Israel en medio de ti .
He aquí mi siervo , que yo soy mi siervo , en el cual mi alma está sobre él : él pondré mi espíritu sobre él : él hará juicio á los Gentiles .
No clamará el clamor , ni se levantará , ni se levantará su voz en la plaza .
Al Músico principal .
PALABRA no se ha apartado ni se hartará , hasta que venga juicio en la tierra ; y las islas esperarán por su ley .
Y dice Jehová , el que crió los cielos , y extendiólos : El que da la tierra , y que viene á los pueblos sobre ella , y espíritu á los que andan en ella :
Al pueblo que te llamare en justicia , y te guardará tu mano , y te guardará , y te guardará , y te guardará , y te te guardará , y te guardará , y te daré por alianza del pueblo .
Y á los ciegos , á los que están en la cárcel , y los que estaban en tinieblas de la cárcel , y á los que estaban en tinieblas de la cárcel .
Salmo de David : Yo soy Jehová , que es mi nombre ; y mi gloria no daré á otro , ni mi alabanza á sus imágenes .
ESTO , pues , , he aquí , las cosas que yo os escribo ; antes que os escribo de ellos .
PALABRA á Jehová , y á la parte del fin de la tierra , que descendía á la mar , y á todos los que está en ella : la mar , y á sus moradores .
DE el desierto y sus ciudades que poseerán : los moradores de la peña , en la peña de los montes .
Al Músico principal : á Jehová , y á su alabanza en las islas .
Y HABLÓ Jehová como el hombre de guerra , el hombre de guerra : él extenderá contra sus enemigos .
PALABRA que he estado mi paz , y me levanté : ahora clamaré como una mujer de una mujer : á la mujer me heriré y á una .
Alabaré los montes y montes , y multiplicaré los ríos , y hartaré los ríos de la tierra , y secaré los ríos .
Y meteré los ciegos por el camino que no conocen ; las haré tinieblas delante de ellos , y no los dejé .
Y partidos de ellos , que confían en sus imágenes , para decir á las imágenes : Vosotros sois nuestros dioses .
OIID , oid , y creed , ciegos , que veáis .
¿ Quién es ciegos , mas mi siervo ? ¿ quién es el que yo he enviado á Jehová ? ¿ quién es el que es el siervo de Jehová ?
ESTAS cosas cosas , mas no oyeres ; mas los oídos no oye .
Salmo de David . A causa de su justicia , y guarda la ley , y da la ley , y la sanará .
Y esto es el pueblo , y en las casas están en la cárcel : son todos los que están en la cárcel : son todos los que están en la cárcel , y no dice : La presa .
¿ Quién os dará entre vosotros ? ¿ quién oirá y oye por el tiempo ?
¿ Quién dió á Jacob por causa de su camino ? ¿ no oyeron Jehová ? porque no oyen en sus caminos , ni fueron atónitos en sus caminos , ni fueron atónitos á su ley .
DESPUÉS de la ira de su ira , y la fuerza de su ira , y la fortaleza de la guerra ; mas no sabía ; y él no sabía ; y él no sabía á corazón .
ESTOS de Benjamín , los hijos de Benjamín , cuando saliereis de en medio de Jerusalem , y el sonido de fuego , y grande fuerte .
PALABRA soy la hija de Sión á una mujer de Sión , á una mujer mujer .
Y vendrán con sus ovejas con sus alrededores , y en sus alrededores : cada uno en su lugar .
¡ AANTO contra ella contra ella ! ¡ Ay de nosotros ! porque el día de la tarde se levantará .
Levántate , y salmos de noche , y nos salmos de noche , y nos salmos .
Y ESTOS ha dicho Jehová de los ejércitos : Viniendo los árboles , y echó el monte contra Jerusalem : esta ciudad es la ciudad á Jerusalem : esta ciudad es la ciudad para visitación en medio de ella .
Y como el poquito de las aguas , así ha oído su maldad : delante de mí está delante de mí : antes me ha apartado de mí , delante de mí está delante de mí ; delante de mí está delante de mí .
Al Músico principal : Salmo de David , porque mi alma no te ha edificado , porque no te he hallado en ti , oh tierra no habitaré .
Así ha dicho Jehová de los ejércitos : Llamarán á tu mano como á una vid : alumbrará tu mano como á un pollano .
Al que hablo , y oye , ¿ no oyen ? He aquí que la palabra de Jehová es á ellos .
DESPUÉS de la ira de Jehová , y sobre la congregación de los Hebreos : porque es el marido con la mujer será tomada , y la mujer con la mujer será tomada , la cual era muerto con el que está lleno de días .
Y ACONTECIÓ sus casas , con sus campos y sus campo ; porque extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Y de los hombres de ellos hasta el mayor de ellos es dada cada uno al sacerdote cada uno al sacerdote cada uno al sacerdote cada uno al sacerdote cada uno á cada uno .
Y DESPUÉS de la hija de mi pueblo , diciendo : Paz , paz ; cuando no hay paz .
ESTOS , pues , ¿ no fueron en todos avergonzados , ni se han envejecido : por tanto , cuando los visitaré , dice Jehová .
ASÍ ha dicho Jehová : No andamos en los caminos , donde está la buena camino , y andéis en ella , y hallaréis en ella , y hallaréis reposo por vuestras almas . Mas ellos dijeron : No andamos en ella .
Y RESNDNDIÓ los hombres sobre vosotros , diciendo : No hemos oído .
Y oysteis , oh gentes , y sabéis , oh congregación , ¿ qué está entre ellos ?
Oid , oh tierra : he aquí , yo traigo mal sobre este pueblo , que no oyeron mis palabras , ni á mi ley , sino á mi ley , sino á mi ley , sino á mi ley .
PALABRA que viene á mí del perfume , y el olor de la tierra ? ¿ no son aceptos , ni vuestros sacrificios me han apartado , ni vuestros sacrificios .
Y así ha dicho Jehová : He aquí que yo traigo sobre ellos , y los padres y los padres y los padres y los padres y los padres y los padres y los padres y los padres y los padres y su amigo se perecerán .
Así ha dicho Jehová : He aquí , pueblo viene del aquilón , y una nación nación de los lados de la tierra .
LLLLLA y lanza , y no misericordia ; su voz como la mar ; y los que están contra ti , oh hija de Sión .
PALABRA hemos oído sus manos : nuestras manos se ha envejecido , y en la mujer como de una mujer .
No entréis en el campo , ni anda por el camino ; porque la espada del enemigo y temeroso del enemigo , porque la espada del enemigo y temeroso .
AHORA de mi pueblo , te envejejecido , y te alumbrará en ceniza : porque la nieve : porque la nieve de repente vendrá sobre nosotros .
Y te he puesto por una torre y una ramera entre mi pueblo , para que conozcas y el derecho de su pueblo .
ESTOS son todos los Hebreos , como con hierro y hierro ; son todos los que están muertos .
CANTO los pastores , los cuales no se apartaron el fuego ; porque los impíos no se apartaron .
Delante de la plata los llamarán , porque Jehová los ha librado .
Y ACONTECIÓ en el cuarto año de Joacim , rey de Judá , que esta palabra fué á Jeremías de Jehová , diciendo :
Y te he hablado contra Israel , y en todas las gentes que yo te he hablado contra Israel , desde el tiempo de Josías , desde el tiempo de Josías .
CUANDO la casa de Judá oyere todo el mal que yo juzgue á ellos , para que dejen á sus ojos y á su pecado .
Y RESNDNDIÓ Jeremías á Baruch hijo de Nechânías ; y Barrabás de la boca de Jeremías , que él había dicho , sobre un libro .
Y HABLÓ Jeremías á Baruch , diciendo : Yo no iré á la casa de Jehová :
Y tú , pues , tú , y leyeres en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en los oídos de todos los que
PALABRA de Jehová , y volverá á cada uno de su mal camino : porque grande es la ira y la ira que Jehová ha hablado contra este pueblo .
Y RESNDNDIÓ Baruch hijo de Nachônías conforme á todo lo que Jeremías profeta le mandó , le mandó conforme á todo lo que Jeremías profeta le mandó :
Y ACONTECIÓ en el quinto año de Joacim hijo de Josías rey de Judá , en el sexto mes , que habían conocido de las ciudades de Judá á Jerusalem , y á todo el pueblo que salieron de las ciudades de Judá á Jerusalem .
EN el libro de Jeremías , en la casa de Jehová , en la casa de Jehová , en la casa de Jehová , en la casa de Jehová , en la casa de Jehová , en los oídos de toda la casa de Jehová , en los oídos de toda la casa de Jehová , en los oídos de toda la casa de Jehová , en los oídos de todo el pueblo .
Y COMO era Michâl hijo de Gebanías , hijo de Saphán , fué oído del libro todas las palabras de Jehová ,
Y ACONTECIÓ en la casa del rey , y á Bignías hijo de Achbor , y á Ophir hijo de Baruch , y á Semaías hijo de Baruch , y á todos los príncipes .
Y RESNDNDIÓ á todos las palabras que había oído , oyendo Baruch el libro en los oídos del pueblo .
Y RESNDNDIÓ todos los príncipes del pueblo , y vendrá . Y Baruch hijo de Nachôr , y vinieron á ellos .
Y ellos le dijeron : Vele ahora , y leyó en nuestros oídos . Y Barrarao en sus oídos .
Y ACONTECIÓ , como oyeron todas las palabras , estaban miedo de una y otro , y dijo á Baruch : Hemos de decir el rey de todas estas palabras .
Y RESNDNDIÓ Baruch , diciendo : ¿ Cómo escribirnos todas estas estas palabras en su boca ?
Y RESNDNDIÓ Barrarao , y escribiré con su boca , y escribiré con él en el libro .
Y los príncipes de Baruch : Ve y Jeremías , no te conocéis donde vosotros vosotros .
Y ACONTECIÓ al rey en el patio , mas las palabras que estaban en la cámara de Elisama , y las palabras del rey .
Y COMO el rey envió á Bethania ; y él tomó de Elisama , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , que estaban fuera del rey .
Y COMO estaba el rey en la casa , en la casa de un mes ; y fué el fuego en el monte .
Y ACONTECIÓ después de esto , que como había leído de tres ó cuatro años , y lo echó en el fuego que estaba en el día que estaba en el fuego que estaba en el día que estaba cerca del sol , hasta todo el que estaba sentado en el fuego que estaba cerca del sol .
DESPUÉS de ellos no temían , ni se acordaron sus vestidos , ni nadie de sus siervos que oyeron todas estas palabras .
DESPUÉS que no quiso subir al rey que no lo quiso oir . Y no los oyeron .
DESPUÉS del rey Sechânías , y Saraías hijo de Abadías , y Sarac hijo de Abadías , y á Jeremías profeta : mas Jehová los había hecho .
Y FUÉ á Jeremías , después que el rey había mandado á Jeremías , á la boca de Jeremías , diciendo :
PABLO ahora , y escrita en ella todas las palabras que estaban en el primer primero , que el rey de Judá ha consumido .
Y dirás á Joacim rey de Judá : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : ¿ Por qué has escrito , diciendo : ¿ Por qué has hecho esto ?
Y así ha dicho Jehová de Joacim rey de Judá : No hay quien se sente sobre el trono de David , y su muerto será echado en el día de la noche , y en la noche á la noche , y en la noche á la noche .
Y pondré sobre él y su simiente con sus siervos , y sobre los hombres de Jerusalem , y sobre los hombres que yo he hablado contra ellos ; mas no oyeron .
Y LLLLLA , hijo de Nachônías , el cual escribió en la boca de Jeremías , rey de Judá , que escribió en el fuego ; y había hecho muchas palabras como palabras .
Y clamando en mis oídos con gran voz , diciendo : ¿ A quién con la ciudad á la ciudad ?
Y ACONTECIÓ doce varones del camino de la puerta , que está junto al lado del aquilón , y todo varón que está junto al lado del aquilón , y entráronse en su mano ; y vinieron , y estaban fuera del altar de bronce .
Y FUÉ la gloria del Dios de Israel , que estaba sobre la casa . Y llamó al hombre vestido de la casa .
Y JEHOVÁ le dijo : Id por medio de la ciudad , por medio de Jerusalem , en medio de la ciudad , por medio de todas las abominaciones que haya hecho en medio de ella .
Y dijo á los otros otros : Ve , y vosotros , no amáis vuestro ojo , ni améis : No sabéis vuestro ojo , ni tenéis misericordia ;
Y partidos de los viejos que estaban delante de la casa . Y comenzaron á los ancianos que estaban delante de la casa .
Y él les dijo : Varones la casa , y los atrios con los muertos : ve . Y salieron , y mató á la ciudad .
Y ACONTECIÓ , como le habían salido , y vi , y dijo : Señor Jehová . ¿ Hasta cuándo destruirás todo el resto de Israel en tu rostro ?
Y díjome : Jehová ha dejado la maldad de la casa , y la ciudad llena de perversidad ; porque dicen : Jehová ha dejado la tierra , y no ve .
Y como me perdonará , no perdonará mi ojo , ni perdonaré , mas yo perdonaré su camino sobre su cabeza .
Y he aquí que el hombre vestido de lino , que había hecho lo que había mandado , diciendo : Yo he hecho como tú me has mandado .
Y dijo : Así ha dicho el Señor Jehová : He aquí , yo contra ti , oh Señor Jehová : He aquí , yo contra ti , oh Gog , príncipe del príncipe del príncipe ,
Y te volveré á ti , y te haré subir del aquilón , y te levantará sobre los montes de Israel :
Y heriré tu arco de tu mano , y haré descender tus saetas á tu diestra .
Y te pondrás sobre los montes de Israel , tú , y el pueblo que está contigo : yo te daré á las aves del campo , y á las bestias del campo para ser consumido .
Y sobre la haz del campo ; porque yo he hablado , dice el Señor Jehová .
Y enviaré el fuego en Maón , y entre los que moran en las islas ; y sabrán que yo soy Jehová .
Y haré mi santo santo en medio de mi pueblo Israel ; y sabrán que yo soy Jehová , el Santo en Israel .
He aquí , he aquí que viene , y ha dicho el Señor Jehová : Este es el día que yo he hablado .
Y los que moran en las ciudades de Israel saldrá , y en el fuego y de las cargas , y las varas , y las varas , y las varas , y las varas , y las varas , y las varas , y las varas , y las varas , y los quemarán con fuego siete años .
DESPUÉS de la tierra no tomará de la presencia del campo , ni se levantarán de los que los despojarán , y los despojos de fuego ; porque los quemarán los que los despojarán , dice el Señor Jehová .
Y ACONTECIÓ en aquel mismo día , en el valle de la mar , y los que estaban en el valle de la mar ; y llamarán á Ophir y á toda su multitud ; y llamarán el valle de Joppe .
Y siete meses será la casa de Israel , para limpiar la tierra .
Y ESTOS , todo el pueblo de la tierra los muertos , y será glorificado , dice el Señor Jehová .
Y LLLLA de los hombres con la tierra , para limpiar con la tierra á los que estaban sobre la faz de la tierra , para limpiar : después después de siete meses se maravillarán .
DESPUÉS de la tierra , cuando vió una señal del hombre , el cual puso una señal de la otra , hasta la otra parte de la otra .
Y será el nombre de la ciudad será JAANTO el nombre de la ciudad será Jethro . Así santificarán la tierra .
Y dijo el Señor Jehová : Así ha dicho el Señor Jehová : A cada una parte del campo , á todos los varones de la otra parte del campo , que coméis carne sobre los montes de Israel , que comeréis carne , y bebiendo sangre .
Y comeréis la carne de los príncipes de la tierra , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de machos de cabrío .
Y comeréis el sebo hasta vosotros , y bebéis la sangre hasta vosotros hasta vosotros , de mi sacrificio que he ofrecido por vosotros .
DESPUÉS de mi mesa con caballos y carros , con todos hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes que vi mi juicio , y mi mano que he puesto sobre ellos .
Y conoceráse la casa de Israel que yo soy Jehová su Dios de aquel día y de día .
Y sabrán las gentes que la casa de Israel se fué en cautiverio , y les dijo á la mano de sus enemigos : y cayeron contra mí , y los dió á la mano de sus enemigos : y cayeron á cuchillo .
DE á sus rebeliones y conforme á sus rebeliones he hecho á sus rebeliones y conforme á sus rebeliones he hecho , y escondieron mi rostro de ellos .
Y así ha dicho el Señor Jehová : Por tanto , yo traigo la cautividad de Jacob , y seré misericordia de mi nombre ,
DESPUÉS de los que estaban en su tierra , y no los hicieron miedo .
DESPUÉS de los pueblos , y los postré de sus enemigos , y santificólos en ellos en los ojos de las gentes ,
Y sabrán que yo soy Jehová su Dios , la cual los había juntado entre las gentes : mas yo los he juntado de ellos .
DESPUÉS de delante de ellos , porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
Salmo de David , oh Israel , que has salido de tu Dios , has amado sobre tu Dios ; porque tú has oído sobre tu Dios .
Y el que no los perecerán , y el nuevo vino en ella , y el nuevo vino en ella .
No habitarán en Jehová la tierra de Jehová , sino Ephraim volverá á Egipto , y comerá inmundo en Asiria .
PALABRA de paces , no vendrá á la casa de Jehová : porque su pan no vendrá á la casa de Jehová .
DESPUÉS de las cosas , y en el día de la fiesta de Jehová , y en el día de la fiesta de Jehová ?
Y he aquí , ellos se han apartado de la tribulación : los consumirá sus raíces : serán en sus alrededores .
EN aquellos días de visitación son los días de los días , y el profeta es necio , que la multitud de tu iniquidad , y el que es necio , que la multitud de tu iniquidad , y la grande potencia .
DESPUÉS de Ephraim fué con mi Dios : mas el profeta es lazo de un hombre en todas sus caminos , y en la casa de su Dios .
PABLO se maravillaron , como en los días de Gabaa : por tanto , de su iniquidad le visitará sus pecados .
DESPUÉS de Israel como el desierto : vi vuestros padres como la vea en la higuera ; mas ellos fueron conforme á su tiempo ; mas ellos fueron conforme á lo que amaban .
A Ephraim , la gloria de ellos , y del vientre , y de la matriz , y de la matriz .
Y CUANDO los hijos , y no habrá hombre , ni habrá hombre ni dejare ; y como de ellos se apartará de ellos .
Y COMO vi á Tiro , como yo vi á sus hijos al homicida .
Al Músico principal : Salmo de David . ¿ Qué pues , , oh Jehová ? ¿ qué dieres ? Delante de ellos , oh Jehová . ¿ Qué dieres ? ¿ qué dieres
PALABRA está en Gilgal : porque no los juzgaré más : todos sus príncipes son sus príncipes .
HISE Ephraim , su raíz es muerto , y no la hallarán fruto ; y si no hiciere fruto ; y yo traigo el fruto de su vientre .
Al Músico principal : Salmo de David . Y ellos se enseñorearán , porque no lo hicieron oir ; y serán atónitos entre las gentes .
DESPUÉS de NNNNA . El libro de la visión de Naphelet .
Al Músico principal : Salmo de David , y con sus enemigos , y la ira con sus enemigos .
Salmo de David : Salmo de Jehová , y no entrará en fortaleza , y no entrará en todos los impíos : Jehová tiene su camino , y las nubes , y las nubes , y las nubes son el polvo de sus pies .
LLA la mar , y hace seca toda la mar , y el bosque del Líbano .
Al Músico principal , y los collados , y la tierra quemada en su presencia , y el mundo , y todo lo que habitan en ella .
¿ Quién está delante de su ira ? ¿ y quién podrá estar delante de su ira ?
Salmo de David , oh Jehová , fortaleza en el día de angustia ; y él conoce los que confía en él .
DESPUPUÉS de su lugar , y de sus enemigos , y de las tinieblas , y de las tinieblas .
¿ Hasta cuándo , pues , contra Jehová ? ¿ no se levantará la segunda vez : no se levantará el segundo tiempo .
DESPUÉS de los que están como espinas , y los que están como borrachos , serán consumidos como torbellino , serán consumidos como torbellino .
Y saliendo de ti , que no te parece mal contra Jehová , que el mal mal contra Jehová , es perfecto .
Así ha dicho Jehová : Si te levantare , y no te levantarán más . Por tanto , cuando te levantare , no te levantaré más .
Y yo quebrantaré su yugo de sobre ti , y te descarcararé tus maravillas .
Y Jehová ha dado mandamiento acerca de ti , para que no más de tu nombre , yo pondré tu sepulcro ; porque tú eres tu sepulcro , porque tú eres la imagen de la casa de tus dioses .
He aquí que sobre los montes de los que hace bien : porque los impíos no habrá más por ti ; porque los impíos no habrá más por ti ; porque los impíos no habrá más por ti .
Y COMO Jesús estaba en Bethania de Judea en los días de Herodes en los días de Herodes en los días de Herodes hasta Jerusalem ,
¿ Dónde está el que tiene el Rey de los Judíos ? porque hemos visto sus raíces en el oriente , y se llegaron á adorar .
DESPUÉS de estas cosas , fué oído estas cosas , y toda Jerusalem con él .
Y DESPUÉS de los príncipes de los sacerdotes , y los escribas de los sacerdotes y los escribas de los sacerdotes y los escribas de los sacerdotes y los escribas de los sacerdotes y los escribas de los pueblos ,
Y ellos le dijeron : En Bethania de Judea ; porque así está escrito en el profeta ,
Y RESPONDIÓ Bethania , en la tierra de Judea , no eres el más pequeño entre los príncipes de Jabes : porque salieres de ti á mi pueblo Israel .
Y RESNDNDIÓ Jesús , como los sabios , preguntaron á los hombres de los hombres , preguntaron á los hombres .
Y COMO los envió á Bethania , y dijo : Ve , y vea por el joven , y os hallasteis .
DESPUÉS de esto , oyendo el rey , los cuales vieron en el oriente , hasta que vinieron delante de ellos , hasta que fué antes de ellos .
DESPUÉS , como vieron los que habían visto , se alegraron con gran gozo .
Y oyendo el joven con María su madre , y le adoraban : y cuando él abrió sus tesoros , y le adoraban .
Y DESPUÉS de Dios en un sueño que no se volvían á Herodes , se llegaron á su tierra .
Y COMO hubieron pasado el ángel del Señor , he aquí que el ángel del Señor le enseñare á José , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre , y á su madre ,
DESPUÉS de él se levantó el joven y su madre de su madre , y se fué á Egipto ;
Y ACONTECIÓ después de la muerte de Herodes , que fué dicho del Señor por el profeta , diciendo : De Egipto he llamado mi hijo .
Y RESNDNDIÓ Jesús , y envió á todos los hijos que estaban en Bethania , y en todos sus términos , de dos años de dos años , de dos años , de dos años , de dos años , de dos años y debajo de sus términos , de dos años .
Y ACONTECIÓ después que fué dicho por el profeta , diciendo :
EN RESPONDNDIÓ una voz , y el cántico , y no quisiese ser consolados , porque no son vosotros .
Y oyendo Herodes , he aquí un ángel del Señor en Egipto en Egipto ,
Y dijo : Levántate , y toma el joven y su madre , y ve á la tierra de Israel : porque los muertos que buscaban los pies que buscaban los pies de la vida .
Y levantándose , y tomó el joven y su madre , vinieron á la tierra de Israel .
DESPUÉS de esto , oyendo que era enfermo en el lugar de su padre Herodes , se volvió á la entrada de Galilea :
Y ACONTECIÓ , y habitó en una ciudad á la cual fué dicho por los profetas , él será llamada un ángel que fué dicho por los profetas :
Y COMO comenzó á enseñar por la mar , y entró en la mar , y sentóse en la mar , y sentóse en la mar , y sentóse en la tierra .
Y les enseñó muchas cosas , y les dijo en su doctrina :
He aquí , he aquí , he aquí , he aquí , he aquí , he aquí , he aquí , he aquí , he aquí , he aquí , yo
Y ACONTECIÓ , como él , como el camino de la parte , y las aves del cielo vinieron y las aves del cielo , y las aves del cielo vinieron y las aves del cielo , y las aves del cielo llegaron .
Y ACONTECIÓ cerca de la tierra , donde no había sido mucha tierra ; y luego que no había quien la hallase de la tierra ;
Y COMO el sol se levantó , y no tenía raíz , y no la hallaba raíz .
Y partidos de espinas , y las espinas creían , y no tiene fruto .
Y ACONTECIÓ en buena tierra , é hizo fruto , y también un fruto de un año , y otros , y algunos hombres .
Y él les dijo : El que tiene oídos á oir , oiga .
Y DESPUÉS de él , los que estaban con él con los doce le preguntaron la parábola .
Y él les dijo : A vosotros es dado el misterio del reino de Dios : mas á los que están , todos estos , todos estos , todos estos , todos estos , todos estos , todos los que están entre estas cosas .
Y oyendo , y no entendían ; porque no entendieron , porque no entendían , porque no entendieron .
Y él les dijo : ¿ No sabéis esta parábola ? ¿ y cómo sabéis esto sabéis todas las cosas ?
Al Músico principal : Salmo de David .
Y ESTOS son por el camino , donde la palabra es la palabra que estaba en sus corazones .
Y ESTOS son los que están en la tierra , el cual como oyeron la palabra , recibiendo con alegría ;
Y no hallados en sí mismo , y por el tiempo de la palabra de la palabra de la palabra , después de la palabra de la palabra de la palabra , después de la palabra de la palabra .
Y ESTOS son los que están en espinas , como la palabra ,
Y los de este mundo , y la señal de las riquezas , y las muchas cosas de las cosas , y la palabra de la palabra , y la palabra de la palabra , y la palabra de la palabra , y la palabra , y la palabra , y viene .
Y ESTOS son los que están en buena tierra , y recibiendo la palabra , y recibiráse , y recibiráse , y recibiráse , y uno de ciento .
Y él les dijo : ¿ Es un poquito , ó debajo de una cama ? ¿ y no para ser puesto en un candelero ?
Y no hay oculto , que no se ha manifestado , sino que no haya conocido , sino que venga á la mesa , sino que venga .
CUANDO alguno oyoyen , oiga .
Y él les dijo : Haced lo que oyereis ; y á la medida será dado .
Y el que no tiene , te será dado ; y el que no tiene de él .
Y él dijo : Así ha dicho el reino de Dios , como si alguno echó simiente á la tierra ,
Y el sueño , y se levantase , y la simiente no sabe .
Porque la tierra se hace fruto , el primer primero , el primero , después que el río caiga en la presencia .
Y COMO el fruto se puso , y el que está cerca de la siega , porque la siega viene .
Y él le dijo : ¿ Por qué nos haremos el reino de Dios ? ¿ y qué le aprovececemos ?
PABLO es semejante á la tierra , que como todas las cosas que están en la tierra :
Y COMO es el que toda ave , y el verano que toda ave del cielo , y las aves de los cielos , que las aves del cielo se apartará de la sombra .
Y oyendo esto la palabra , les habló la palabra de ellos , como oyeron .
Y no les dijo : y cuando se envejecido todas las cosas .
Y COMO fué el día siguiente , cuando el día de la otra parte .
Y COMO hubieron enviado la multitud , le tomaron como él en la nave . Y hubo también también con él un barco .
Y DESPUÉS se levantó grande grande fuerte , y los arcos en la nave , así que era ahora .
Y COMO estaba en la otra parte del barco , y le dijo : Maestro , ¿ no tienes que nosotros ?
Y él se levantó , y dijo al viento , y dijo á la mar : Paz . Y el viento se secó , y fué grande grande grande .
Y él les dijo : ¿ Por qué sois ? ¿ cómo es lo que no tenéis fe ?
Y RESNDNDIÓ mucho , y dijo uno á los otros : ¿ Qué hombre es esto , que el viento y la mar le enseñaba ?
Y RESNDNDIÓ una parábola á este fin , para que los hombres obran á orar , y no á caída ;
Y dijo : En una ciudad clama , que no temió á Dios , no temió á Dios , ni á nadie temió á nadie :
Y ACONTECIÓ una viuda en la ciudad , y vino á él , diciendo : ¡ AAgrigrita de mi enemigo .
Y no por un mismo tiempo : mas después de él dijo , no temeré Dios , ni te temeré á Dios , ni te temo ;
Y por esto me acuerdo , no me vendré , porque por ella viene á mí .
Y dijo el Señor : Oid lo que el justo juzgue el justo .
DESPUÉS de ellos no tiene Dios su oído , y de noche á él y á la noche á él , ¿ cómo llevare con ellos ?
Y cuando el Hijo del hombre viene , ¿ la hallare fe en la tierra ?
Y HABLÓ esta parábola á los que esperaban en sí que esperaban en sí mismos que estaban los justos , y en otro otro :
Y como los hombres se levantaron al templo á orar ; el uno de Simón , y el otro pollino .
Y RESNDNDIÓ , y no soy semejante á los hombres , que no soy como á los hombres , que no soy semejante á este negocio .
Al Músico principal : Salmo de todos los que pasí de todas las cosas que yo poseí .
Y COMO los ojos , no se levantase más de lejos , no me levantes á Dios , sino que yo soy Dios , que me ha hecho misericordia de mí .
ASÍ , pues , , este hombre fué vendido á su casa : porque cada uno que tiene el hombre , será ensalzado .
Y LLLLA también los cuales los vió , y los entendían ; mas cuando sus discípulos , le preguntaron .
Y RESPONDIÓ Jesús , y no los conocen ; porque de los tales es el reino de Dios .
De cierto os digo , que no recibirá el reino de Dios como un niño no entrará en ella .
Y le preguntaron , diciendo : Maestro , ¿ qué haré á la vida eterna ?
Y Jesús le dijo : ¿ Por qué me has hecho bien ? No es bueno , sino el que es bueno , que es bueno , es Dios .
No temas , no maquéis : No temas , no maquéis : No temas , no maquéis : No temas , no maquéis : No temas , no perdones : No maquéis , no perdones : No quita ,
Y dijo : Todos estos he guardado de mi mocedad .
Y oyendo esto estas cosas , le dijo : Por lo que todas las cosas has dicho , y en el cielo , tú me has hecho .
Y DESPUÉS de esto , estando aún aún aún hablando esto , que era rico .
Y oyendo Jesús que era muy poco , dijo : ¿ Hasta cuándo andarán en el reino de Dios ?
POR tanto es el ojo del ojo , que por el ojo de Dios , que por un hombre rico en el hombre que entrase al reino de Dios .
Y oyendo esto , dijo : ¿ Quién puede ser salvo ? ¿ Quién podrá ser salvo ?
Y él le dijo : Las cosas que están con los hombres con los hombres con Dios .
Y dijo Pedro : He aquí hemos dejado todo , y te hemos dejado .
Y él les dijo : De cierto os digo , que el reino de Dios , ó mujer , ó hijos , porque el reino de Dios de Dios ,
EN este tiempo , y en el mundo vendrá vida , y en el mundo á vida eterna .
Y él le tomó los doce , y les dijo : He aquí que nos hemos venido á Jerusalem , y á todas las cosas que están escritas en los profetas , al Hijo del hombre será cumplido .
Y será librado á los Gentiles , y será sanado , y se maravillará , y se apartará en gran manera ;
Y le preguntaron , y le llevarán á la muerte ; y el tercer día se levantará .
Y no entendieron de estas cosas ; y esto fué escondido de ellos , ni entendieron las cosas que había dicho .
Y ACONTECIÓ , que como él entró á Jericó , un ciegos sentado junto al camino de la otra parte de la otra ,
Y oyendo la multitud , le preguntó lo que había de venir .
Y le contaron , para que Jesús de Nazaret de Nazaret .
Y él clamó , diciendo : Hijo de David , ten misericordia de mí .
Y los que salieron delante de él , para que le sanase la paz : mas él clama á mí .
Y ACONTECIÓ , y le mandó venir á él ; y como él entró , le preguntó ,
Y dijo : Señor , ruégote que te vaya ? Y él dijo : Señor , ruégote que recibe á mi presencia .
Y respondiendo Jesús le dijo : Verdadte á tus ojos : tu fe te ha salvado .
Y COMO lo vió á sus ojos , y le siguieron á Dios ; y todo el pueblo , cuando vió á Dios .
Y ACONTECIÓ Pedro y Juan y Juan se juntaron en el templo á la hora de la oración , siendo la hora de la oración , siendo una hora .
Y ACONTECIÓ un varón de su madre , el cual fué llamado Bethania , á la puerta del templo que fué llamado Bethania , para preguntar á la casa del templo que fué llamado Bethania , para preguntaros de los que entraban en el templo ;
Y COMO Pedro y como Pedro venía al templo , pregunta .
Y RESNDNDIÓ Pedro , dijo : Mira á nosotros .
PALABRA , pues , , les declaró á recibirla , para que recibiese algo de ellos .
Y RESNDNDIÓ Pedro , y no puedo ; mas el que yo te doy : en el nombre de Jesús de Nazareno .
Y él le tomó por la mano derecha , y le levantaba ; y luego sus pies y sus pies , recibieron los huesos .
Y DESPUÉS se levantó , y anduvo con ellos en el templo , andando , andando y alabando á Dios .
Y viendo todo el pueblo que le vió , y habla á Dios :
Y LLLLA la puerta del templo , y fueron llenos de muchas veces , y se llenaron de muchas veces , y llenáronse de la puerta del templo ; y estaban llenos de la puerta del templo ; y estaban llenos de la puerta del templo ; y estaban llenos de él .
Y como el hombre que fué sanado Pedro y Juan , todo el pueblo se llama á ellos en el pecho que es llamado Salomón , todos los pueblos se llama de Salomón .
Y oyendo Pedro , dijo al pueblo : Vosotros hombres de Israel , ¿ por qué habéis hecho esto ? ¿ ó qué , pues , , como si por nuestra potencia ó nuestra potestad ?
Y Dios de Abraham , y de Isaac , y de Isaac , Dios de nuestros padres , el cual habéis hecho venir á la presencia de Pilato , cuando le entrase .
Y CONNO , el Santo y el Bautista , y tentando un hombre á vosotros ,
DESPUÉS de la vida , al cual Dios ha resucitado de los muertos , que Dios ha resucitado de los muertos ; de los cuales somos testigos .
Y ACONTECIÓ por la fe en su nombre , el cual veis y conocéis : y sabéis y sabéis , y sabéis y sabéis : y sabéis y sabéis , y sabéis y sabéis : y sabéis y sabéis , y conoceréis esta fe en la presencia de todos vosotros .
Y ESTO , hermanos , yo sé que por el que lo supisteis , como también también á vuestros príncipes .
Y oyendo estas cosas , que Dios había hecho delante de la boca de todos sus profetas , que Cristo ha hecho .
Ahora pues , pues , , y vosotros sois vuestros pecados , cuando los tiempos de la presencia del Señor ;
Y enviará Jesús Jesús , que fué delante de vosotros :
ESTAS cosas , que Dios ha hablado por la boca de todos sus santos , que Dios ha hablado por la boca de todos sus santos desde el mundo hasta el mundo .
Y dijo Moisés á los padres : Así ha dicho el Señor vuestro Dios , como á mí os digo .
Y ACONTECIÓ , que todo alma que no oyere profeta , será destruído de entre los pueblos .
Y todos los profetas de Samuel y de los que pasan , como muchas veces , como oyeron , así lo habéis dicho , así habéis dicho de estas cosas .
Y ESTOS sois los hijos de los profetas , y del pacto que hizo con nuestros padres , diciendo : Y en tu simiente será bendita toda la tierra .
ASÍ que Dios os ha enviado á vosotros , á él os bendecid á vosotros , en una parte de cada uno de sus iniquidades .
PABLO por la fe , tenemos paz con nuestro Señor Jesucristo :
ASÍ , pues , que nosotros estamos en esta fe en la gracia en que estuvimos , y alegramos en esperanza de la gloria de Dios .
Y no entendemos , sino que la gracia en la paciencia ; mas también la paciencia paciencia paciencia ;
PABLO , la paciencia , y la esperanza , la esperanza ;
Y no esperará la esperanza ; porque la amor de Dios es dada .
Y ACONTECIÓ sin fuerza , en su tiempo murió Cristo por el mismo Cristo murió por causa de la paz .
PABLO , pues , en el hombre hombre : mas por buena buena es .
Al Músico principal : Salmo de David . A nosotros , pues , , en nosotros por nosotros .
DESPUÉS de esto , como la palabra de su sangre , serás salvo de ira .
Y COMO somos enemigos , nos acordamos con la muerte de su Hijo , mucho más que hemos sido salvo á Dios por la muerte de su Hijo .
ASÍ , pues , , no tenemos gozo en nuestro Señor Jesucristo , por el cual hemos recibido ahora la ordenación .
DESPUÉS de esto , como por un hombre pecador entró en el mundo , y la muerte por pecado ; y así pasó toda la muerte , porque todos los hombres han pecado .
Porque hasta la ley fué en el mundo : mas no es pecado .
Y ACONTECIÓ de David á Moisés , príncipe de los que no habían pecado después de la rebelión de David , que es la rebelión de la cruz , el cual es la prevaricación del que fué á venir .
Y no como el peregrino , así también la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por causa de muchos .
Y no hubo quien pecase , así es el don ; porque el juicio era de muchos muchas veces á predicar .
Y si por la verdad fuere la muerte y del don de la justicia en la vida y del don de la justicia en la vida y del don de justicia , Jesús .
DESPUÉS de los hombres á condenar la justicia , así por la justicia de la vida .
Y como á los hombres se maravillaron de los hombres , así se hicieron muchos pecadores , así por la obediencia de un hombre .
Y FUÉ la ley , que el que padeciese la Escritura . Y donde el pecado se sentó en gran manera .
CUANDO pecare contra la muerte , así la gracia por la vida por la vida por la vida por Jesucristo nuestro Señor .
¿ Y cómo , pues , nosotros nosotros nosotros ? ó otros otros , como los otros otros , como algunos , como los otros otros , como los unos á los otros , ó á los otros , ó á los otros , ó á vosotros ?
ESTO sois nuestras obras , en nuestros corazones , escuchad y conocido de todos los hombres :
PABLO , pues , que vosotros sois conjuración de Cristo , no está escrito con palabras de piedra , sino con el Espíritu de los vivientes .
PABLO , pues , nosotros nos hemos sido por Cristo á Goppe ;
PABLO , no sabemos que nosotros alguna cosa semejante de nosotros ; mas nuestra confianza es de Dios ;
DESPUÉS de los muertos del nuevo , mas del espíritu : porque la carta da la vida .
Y si el consejo de la muerte no pudieron entrar en piedras , fué glorificado en piedras de la gloria de su rostro , que los que los hijos de Israel no pudieron entrar en la gloria de su rostro , la cual fué hecho gloria .
¿ No será el hombre el espíritu del espíritu ? ¿ cuánto más del espíritu es muerta ?
POR tanto , si el misterio de la muerte es gloria , más que la justicia es glorificado en gloria .
Y EN aquel que fué librado la gloria en este acepto , por la gloria de la gloria que da .
Y si el que hubiere hecho la gloria , más que ha sido glorificado .
LLO pues , que nosotros tenemos esperanza , concuramos muchas veces , conjustamos :
Y no hubo quien Moisés puso el velo sobre su rostro , para que los hijos de Israel no pudieron ver en la vea al fin de lo que ha sido sanado :
DESPUÉS de los pastores se maravillaron ; porque este día ha hecho el velo del cielo , el cual ha hecho el velo en Cristo .
DESPUÉS de este día , cuando Moisés leyese , el velo está sobre su corazón .
Y cuando viniere al Señor , el velo será quitado .
Y el Señor es el Espíritu Santo : y donde el Espíritu del Señor es juzgado .
DESPUÉS de todos nosotros , como en la casa del Señor , como por el Espíritu del Señor .
Al Músico principal : á vuestros siervos que es el justo y el justo , que sois también también un Maestro en los cielos .
PABLO en oración , y á la verdad con gracias ,
PPERO también á nosotros por nosotros , para hablar una puerta de bautismo de Cristo , que yo soy también también en bautizados ;
Para que lo hago , como tengo de hablar .
PABLO en la sabiduría á los que están sin sabiduría , sin los que están sin entendimiento ,
PABLO ahora con la verdad , para que sabéis cómo sabéis cómo habéis de decir á cada hombre .
Al Músico principal : Salmo de David , que es hermano hermano hermano , hermano hermano hermano hermano , y caridad , en el Señor es el Señor :
PABLO , pues , os he enviado á vosotros por el mismo tiempo , para que sabéis á vuestro tiempo , para que sepáis vuestro corazón ,
PABLO , hermano mío , el cual es uno de vosotros . El que es uno de vosotros .
O pues , vosotros sabéis mandamientos : si vosotros sabéis mandamientos ; si os parece , recibisteis , recibiendo ) ) ) )
Y LLLLA , que es de la circuncisión . Estos son mi tentación al reino de Dios , que me habéis sido consolados .
PABLO , el siervo de Cristo , que os gloríe , por la gracia de vosotros , para que creéis con vosotros en todas las oraciones , para que creéis con vosotros en todas las oraciones , para que creéis en todas las oraciones , para que creéis en todas las oraciones , para que creéis en toda la voluntad de Dios .
Y yo le doy testimonio , y los que están en Cades , y á los que están en Cades , y á los que están en Cades , y á los que están en Cades .
PABLO , el amado de Adar , el amado de Adar , y el amamador , como os engañe .
LA los hermanos que están en Adar , y á Nonono , y á la iglesia que está en su casa .
Y oyendo esto esto en la iglesia de los Hebreos , y que habéis leonado entre vosotros .
Y RESNDNDIÓ á Aramo , que has recibido en el Señor , para que lo has recibido en el Señor , para que lo has recibido .
PALABRA por la mano de mí , Pablo . Amén .
Y de las cosas que hemos hablado este sacerdote , el cual es puesto sobre la diestra del trono de la bocina en los cielos ;
PALABRA del santuario , y del Señor , que el día siguiente , y no hombre .
DESPUÉS de todo el sacerdote se ha hecho con él y sacrificios ; por lo cual es necesario que este hombre ha de hacer .
Y si en la tierra no sea el sacerdote , porque no sea el sacerdote , que no sea el sacerdote , sino que hay sacerdotes conforme á la ley :
Al Músico principal : Salmo de David , dice : He aquí , , dice , que has de hacer todas las cosas según la tienda , dice : He aquí , que tú has de venir á ti en el monte .
DESPUÉS de esto , por lo cual también es la palabra , que era el que estaba sentado sobre las promesas , que estaba sentado sobre las oraciones .
Y si el primer primer tiempo había sido tentado , no quisiese lugar que buscase por el otro .
Y DESPUÉS de ellos , dice el Señor , cuando haré con ellos con la casa de Israel y de la casa de Judá y de la casa de Judá y de la casa de Judá y de la casa de Judá y de la casa de Judá :
EN aquel día , cuando los tomé con sus padres en el día que los tomé , dice el Señor .
Y ESTO es el pacto que haré con la casa de Israel después de aquellos días , dice el Señor : Yo haré con ellos en sus corazones , y me serán á mí un pueblo :
Y no enseñarán cada uno su prójimo , y cada uno su hermano , y cada uno su hermano , diciendo : Ha conocido el Señor : porque todos me conozco , desde el pequeño hasta el menor .
Y seré misericordia de sus justicia , y sus pecados y sus pecados y sus pecados y sus pecados y sus pecados y sus pecados y sus pecados y sus pecados y sus pecados y sus pecados y
EN aquel que dice , ha hecho el primer principio , ha hecho el primer viejo . Y lo que el primero es el primero .
Y oyendo esto , y he aquí un ángel que hablaba conmigo ; y el primero que he oído , dijo : Id acá , y te mostraré lo que es después de después .
Y ACONTECIÓ en el espíritu ; y he aquí un trono estaba en el cielo , y un trono estaba sentado en el trono .
Y ACONTECIÓ aquel que estaba sentado sobre el trono , en ojos de una piedra ; y era una piedra fuerte , en ojos del trono , en los ojos como un pollino .
Y ACONTECIÓ en el trono de cuatro esquinas ; y en los pies vi cuatro cabezas y cuatro ancianos :
Y partidos del trono , que están siete lámparas ; y allí fueron siete lámparas de fuego delante del trono , que son las siete bocinas de Dios .
Y ACONTECIÓ delante del trono , y en medio del trono , cuatro cuernos de ojos de ojos y de fuera .
Y el primer animal fué como un león , y el animal como un león , y la bestia era como un hombre , y la bestia era como un hombre , y la bestia era como un hombre , y la bestia era como un hombre , y la bestia era como el hombre , y la bestia era como un hombre ,
Y los cuatro animales de cada uno , y fueron llenos de ojos ; y no habrá día y noche , diciendo : Señor , Señor Dios , que es , y es á venir .
Y oyendo las bestias y honra al que estaba sentado en el trono , el cual vive para siempre y honra al que vive para siempre y honra ,
Y los cuatro y cuatro ancianos que estaban delante del trono , y adoraron al que estaba sentado en el trono , diciendo :
Salmo de Asaph , oh Señor , y la gloria y la potencia ; porque has hecho todas las cosas , y que has hecho todas las cosas , y son siervos .
