En el principio Dios crió los cielos y la tierra .
Y la tierra fué sin aparecer , y la oscuridad ; y tinieblas estaba sobre la faz del abismo . Y el Espíritu de Dios conmovió sobre la faz del abismo .
Y dijo Dios : Un luz hay luz ; y allí fué luz .
Y vió Dios la luz , que era bueno ; y Dios repartió la luz de las tinieblas .
Y llamó Dios la luz , y las tinieblas llamó á Nim. Y la tarde y la tarde fueron el primer día .
Y dijo Dios : En medio de las aguas serán en medio de las aguas , y partir las aguas de las aguas .
E hizo Dios la vocación , y repartió las aguas que estaban debajo de las aguas que estaban debajo de la flaqueza de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban sobre la flaqueza ,
Y llamó Dios la tentación : y la tarde y la mañana fueron el segundo día .
Y dijo Dios : Dejad las aguas debajo del cielo se juntaron á un lugar , y la seca la tierra ; y fué así .
Y llamó Dios la tierra Earth , y los recogidos de las aguas invocó á la tierra Earth ; y los recogidos de las aguas llamó á Todopoderoso : y vió Dios que era bueno .
Y dijo Dios : Dejad la tierra la hierba , y el fruto de su especie , cuya simiente está en su especie , cuya simiente está en la tierra ; y fué así .
Y la tierra sacó la hierba , y la hierba de su especie , y el árbol de su especie , y el árbol que fué bueno .
Y la tarde y la tarde fueron el día .
Y dijo Dios : De la noche serán relámparas de la noche ; y sean por señales , y por días , y por días , y por días , y para días .
Y sean por relámparas en la plaza de los cielos para dar luz sobre la tierra ; y así fué así .
E hizo Dios dos lámparas , la luz de la noche , la luz de la noche , y las estrellas .
Y los puso Dios en la ayuda del cielo para dar luz sobre la tierra ,
Y enseñando sobre el día y la noche , y á la luz de las tinieblas ; y vió Dios que era bueno .
Y la tarde y la tarde fueron el cuarto día .
Y dijo Dios : Dejad las aguas que tiene la vida , y la aves que tiene la vida , y la aves que tiene la vida , y la aves del cielo .
Y crió Dios grande grande , y toda cricriada que va , que las aguas que traían , conforme á su especie ; y vió Dios que era bueno .
Y bendijo Dios , diciendo : Concreed , y multiplican las aguas en la tierra , y multiplican las aguas en la tierra .
Y la tarde y la tarde fueron el quinto día .
Y dijo Dios : Dejad la tierra los vivientes según su especie , bestias , y reptil , y reptil , y animales de la tierra según su especie ; y así fué así .
E hizo Dios la bestia de la tierra según su especie , y oveja según su especie , y todo lo que va sobre la tierra según su especie , y todo lo que va sobre la tierra según su especie ; y vió Dios que era bueno .
Y dijo Dios : El hombre en nuestra imagen , después nuestra imagen , después nuestra semejanza , y sobre los animales , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra .
Y crió Dios en su imagen , en la imagen de Dios crió ; varón y hembra y hembra los crió .
Y bendijo Dios , y Dios les dijo : Conforzaos , y multiplican la tierra , y multiplican la tierra , y sobre todo lo que va en la tierra .
Y dijo Dios : He aquí que yo os he dado cada simiente , que está sobre la faz de toda la tierra , y toda árbol , en la faz de toda la tierra , y toda árbol , en la tierra , y todo árbol en la tierra , y todo árbol en el fruto de la tierra , y todo árbol en el fruto de la tierra , y toda la tierra ,
Y á toda bestia de la tierra , y á toda ave de la tierra , en la cual está vida , he dado cada uno que va sobre la tierra , en la cual está vida , he dado todo lo que pasare sobre la tierra , en la cual está vida , en la tierra que está vida , en la tierra en la cual está vida , por comida : y así
Y vió Dios todas las cosas que había hecho , y he aquí , fué muy bien . Y la tarde y la mañana fueron el sexto día .
Y oyó las palabras de Labán los hijos de Labán , diciendo : Jacob ha tomado todo lo que fué de nuestra gloria .
Y Jacob vió el rostro de Labán , y he aquí , no fué hacia él como antes antes .
Y Jehová dijo á Jacob : Vuelve á la tierra de tus padres , y á tu parententor , y seré contigo .
Y Jacob envió y llamó á Rachêl y á Lea al campo á sus ovejas ,
Y les dijo : Yo veo el rostro de vuestro padre , que no está hacia mí ; mas el Dios de mi padre fué conmigo .
Y sabéis que con toda mi potencia he servido á vuestro padre .
Y vuestro padre me engañó , y mudó mis ondas diez veces , mas Dios no le dejó mal .
Si él dijo así : Los mantos serán tus ondas ; y si él dijo así : El mantenimiento será tu mantenimiento ; y si él dijo así : El mantenimiento será tu mantenimiento : entonces si él dijo así : El mantenimiento será tu mantenimiento ; y si él dijo así : El mantenimiento será .
Así ha tomado Dios los animales de vuestro padre , y les entregó á mí .
Y aconteció en el tiempo que los animales concibió , y vi mis ojos , y vi en sueño , y he aquí que los carneros que se habían de venir sobre las bestias , y veían .
Y habló el ángel de Dios á mí en sueño , diciendo : Y dije : Heme aquí .
Y dijo : Levántate ahora tus ojos , y veían , todos los carneros que viven sobre las bestias de las ovejas que te han visto .
Yo soy el Dios de Beth-el , donde tú trabajaste de esta tierra , y te tornaste de esta tierra , y tornaste á la tierra de tu heredad .
Y Rachêl y Lea le respondió , y díjole : ¿ Es otra parte ó heredad por nosotros en la casa de nuestro padre ?
¿ No tenemos nosotros de él extranjeros ? porque él nos ha vencido , y también nos ha vendido nuestro dinero .
Porque todas las riquezas que Dios ha tomado de nuestro padre , que es vuestro padre , y nuestros hijos ; ahora , todo lo que Dios te ha dicho :
Y levantóse Jacob , y puso sus hijos y sus mujeres sobre camellos ;
Y llevó todas sus bestias , y toda su hacienda que había engendrado , para ir á Isaac su padre en la tierra de Canaán .
Y fuése Labán á sus ovejas , y Rachêl había sido dado las estatuas de su padre .
Y Jacob desnudó á Labán el consejo para Labán , en que no le había huído .
Y huyó con todo lo que tenía ; y levantóse , y levantóse el río , y puso su rostro hacia el monte de Galaad .
Y fué dado aviso Labán al tercer día que Jacob había huído .
Y tomó á sus hermanos con él , y siguieron siete días del camino de Galaad .
Y vino Dios á Labán en un sueño de noche , y le dijo : Mirad que no hablaste á Jacob ó bien .
Entonces Labán tomó á Jacob . Y puso Jacob su tienda en el monte : y Labán estaba en el monte de Galaad .
Y Labán dijo á Jacob : ¿ Qué has hecho , que has hecho , que has hecho cautivos á cuchillo ?
¿ Por qué te huiste , y desechado de mí ; y no me dijste , para que yo te he enviado contigo , y con arcos , y con arcos ?
¿ No me dejaste á besar mis hijos y mis hijas ? ¿ has hecho ahora en esto .
En la potencia de mi mano para hacer mal : mas el Dios de vuestro padre habló á Jacob , diciendo : Mirad que no hablaste á Jacob ó bien .
Ahora pues , si hubieres descendido , porque tu padre secaste tras la casa de tu padre , ¿ por qué te has de venir mis dioses ?
Y respondió Jacob , y dijo á Labán : Porque temí : porque yo dije : No quieres tú ; porque yo dije : No podrás quitar por tu sierva de mí .
Con cualquiera que te hallares tus dioses , no vivieres ; antes de nuestros hermanos , no vivieres lo que tu Rachêl , y tomares . Porque Jacob no sabía que Rachêl había dado .
Y salió Labán á la tienda de Jacob , y á la tienda de Lea , y entró á la tienda de Lea .
Y Rachêl había tomado las estatuas , y púsolos en los lados del alfarero , y se sentó sobre ellos . Y Labán se juntó toda la tienda , mas no los halló .
Y ella dijo á su padre : No se enoja á mi señor que no puede levantar delante de ti ; porque la costumbre de las mujeres no hallase las estatuas .
Y Jacob se enojó á Labán y á Labán : y Jacob respondió y dijo á Labán : ¿ Qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado , que has de venir á mí ?
¿ A qué nos has hecho que has hallado de toda tu casa ? pon aquí delante de mis hermanos y tus hermanos , para juzgar entre nosotros .
Este veinte años he sido contigo ; tu paja y tus cabras no han comido , y los carneros de tus ovejas no he comido .
Que no te saqué de bestias , yo te he traído ; de mi mano lo hiciste , ó por día de noche .
Así fuí : en el día de la noche me ha sido consumido , y el perverso de noche ; y mi sueño se apartó de mis ojos .
Así he sido veinte años en tu casa : te he servido catorce años por tus dos hijas , y seis años por tus dos hijas , y seis años para tus dos tiempos .
Si el Dios de mi padre , el Dios de Abraham y el temor de Isaac , y el temor de Isaac , me has sido con mí , viviste ahora vacía .
Y Labán respondió y dijo á Jacob : Estas hijas son mis hijas , y mis hijas son mis hijas , y todos los que hubieres de hacer hoy á estas hijas , y á sus hijos que han nacido ?
Ahora pues , pues , tú , pacto , y tú , y tú , y tú eres por testimonio entre mí y ti .
Y Jacob tomó una piedra , y púsolo para una columna .
Y Jacob dijo á sus hermanos : Mi piedras piedras , y tomaron piedras , y tomaron piedras de montón ; y comieron allí piedras , y comparían sobre el montón .
Y Labán llamó á Jeditha : mas Jacob lo llamó á Ginutha .
Y Labán dijo : Esto es testimonio entre mí y ti y ti hoy . Por tanto fué el nombre de ellos .
Y Mizpa , porque dijo : Jehová guarda entre mí y ti , cuando somos enviados á los otros .
Si afligirás mis hijas , ó si tomares á mis hijas , no hay hombre con nosotros ; ve , Dios es testimonio entre mí y ti .
Y Labán dijo á Jacob : He aquí este montón , y he aquí esta columna que he echado entre mí y ti ,
Este montón será testimonio , y esta columna será testimonio , y no pasarás sobre este montón y esta columna .
El Dios de Abraham , y el Dios de Nachôr , Dios de su padre , juzgado entre nosotros . Y juró Jacob por el temor de su padre .
Y ofreció Jacob sacrificio sobre el monte , y llamó á sus hermanos para comer pan : y comieron pan , y estuviéronse toda noche en el monte .
Y levantóse Labán , y besó sus hijos y sus hijas , y les bendijo : y Labán se volvió á su lugar .
Y Jehová dijo á Moisés : Aun traeré una plaga sobre Faraón , y sobre Egipto ; después que os volverá , él vendrá de aquí .
Habla ahora en oídos del pueblo , y cada uno de su prójimo , y cada mujer de su prójimo , vasos de plata , y vasos de oro .
Y Jehová dió el pueblo gracia en ojos de los Egipcios . Y Jehová fué muy grande en la tierra de Egipto , en la tierra de Egipto , en la tierra de Egipto , en la tierra de Egipto , en la tierra de Egipto , en la tierra de Egipto , en la tierra del pueblo .
Y Moisés respondió : Así ha dicho Jehová : Abí de noche iré á medio de Egipto :
Y todos los primogénitos en la tierra de Egipto morirá , desde el primogénito de Faraón que está en su trono , hasta el primogénito de Faraón que está en su trono , hasta el primogénito de Faraón que está en su trono , hasta el primogénito de Faraón .
Y habrá gran clamor en toda la tierra de Egipto , los que no hubo semejante , ni será semejante á cualquiera .
Mas contra cualquiera de los hijos de Israel no vendrá paloma su lengua , contra el hombre ó animal : para que sepáis que Jehová Jehová puso un diferencia entre los Egipcios y Israel .
Y todos estos tus siervos vendrán á mí , y se inclinarán á mí , diciendo : Sube , y todo el pueblo que te seguiré , diciendo : Sube , y todo el pueblo que te seguiré . Y salió de Faraón en gran furor .
Y Jehová dijo á Moisés : No os oirá Faraón ; para que mis maravillas se multiplican en la tierra de Egipto .
E hizo Moisés y Aarón todas estas maravillas delante de Faraón : y endureció Jehová el corazón de Faraón , que no quiso ir los hijos de Israel de su tierra .
Y llamó Jehová á Moisés , y le habló del tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de vosotros llevaréis ofrenda á Jehová , llevaréis vuestro ofrenda de las bestias , de las ovejas , y de las ovejas .
Si su ofrenda fuere holocausto del sacrificio , ofrecerá un varón sin defecto : ofrecerá de su ofrenda á la puerta del tabernáculo del testimonio delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto ; y será acepto para él .
Y degollará el becerro delante de Jehová : y los sacerdotes , traerán la sangre , y esparcirá la sangre , y esparcirá la sangre sobre el altar que está junto á la puerta del tabernáculo del testimonio .
Y pondrá el holocausto , y cortará á sus piezas .
Y los hijos de Aarón el sacerdote pondrá fuego sobre el altar , y pondrá el bosque en orden sobre el fuego ;
Y los sacerdotes , los hijos de Aarón , pondrán las partes , la cabeza , y el sebo , en orden sobre el bosque que está sobre el altar :
Mas sus intestinos y sus ernas , lavará en agua ; y el sacerdote quemará todo el altar , ofrenda encendida á Jehová .
Y si fuere su ofrenda de las ovejas , ó de cabras , ó de cabras , para holocausto ; él traerá un varón sin defecto .
Y degollará al lado del altar al norte delante de Jehová ; y los sacerdotes , esparcirá su sangre alrededor sobre el altar .
Y cortará á sus piezas , con su cabeza y su sebo : y el sacerdote los pondrá en el altar que está sobre el altar :
Mas lavará los intestinos y agua : y el sacerdote hará holocausto , ofrenda encendida á Jehová .
Y si el holocausto por su ofrenda á Jehová será de las aves , ofrecerá su ofrenda de las cabras , ó de paladar .
Y hará el sacerdote al altar , y desmenuzará su cabeza , y la quemará sobre el altar , y la quemará sobre el altar , y la quemará sobre el altar , y la quemará sobre el altar ; y su sangre será en el altar ;
Y cortará sus corrotas con sus cueros , y echará fuera del altar sobre el oriente , por el lugar de la ceniza ;
Y él se allegará con sus alas , mas no la contaminará : y el sacerdote hará holocausto , ofrenda encendida á Jehová .
Y Jehová habló á Moisés y á Aarón , diciendo :
Tomad la senda de los hijos de Coath , por sus familias , por sus familias , por las casas de sus padres , por la casa de sus padres ,
Desde treinta años arriba arriba arriba hasta cincuenta años hasta cincuenta años , todos los que entraren en el campo , para hacer la obra en el tabernáculo del testimonio .
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio , en el tabernáculo del testimonio ;
Y cuando viniere el campo , Aarón , y sus hijos , y tomarán la cubierta , y cubrirá el arca del testimonio con ella ;
Y pondrá sobre ella la cubierta de los terreros , y extenderá sobre ella un vestido de jacinto , y pondrá sobre sus varas .
Y sobre la mesa del pan extenderán un pan de jacinto , y pondrá sobre él la tierra de jacinto , y las zones , y las zones , y las zones , y los manones , y las zones , y las zones , y las manadas , y las manchas , y las manadas , y las manchas , y las
Y extenderá sobre ellos un vestido de grana , y cubrirá con una cubierta de cojos , y pondrá en sus varas .
Y tomarán una villa de jacinto , y cubrirá el candelero de la luz , y sus lámparas , y sus lámparas , y sus lámparas y sus lámparas , y sus lámparas , y sus lámparas , y sus lámparas , y sus lámparas , y sus lámparas
Y pondrán y todos sus vasos dentro de una cubierta de coberberas , y la pondrás sobre pie .
Y sobre el altar extenderá un vestido de jacinto , y la cubrirá con una cubierta de jacinto , y la cubrirá de sus varas :
Y tomarán todos los vasos del ministerio , con que ministraban en el santuario , y los cubrirá en una ropa de jacinto , y las cubrirá sobre un horno de jacinto ;
Y tomarán la ceniza del altar del altar , y extenderá una púrpura ;
Y pondrán sobre ella todos sus vasos , con sus vasos , con que ministraban en una cubierta del altar ; y extenderá sobre ella una cubierta del altar ; y extenderá sobre ella una cubierta del altar ; y extenderá sobre ella una cubierta del altar .
Y como Aarón y sus hijos hicieron una cubierta del santuario , y todos los vasos del santuario , como el campo es para llevarlo : mas no tocarán cosa cosa santa , porque no muera . Estas cosas son los hijos de Coath en el tabernáculo del testimonio .
Y á los sacerdotes hijo de Aarón el sacerdote , y el aceite de la unción , y el aceite , y el aceite , y el aceite , y el aceite , y el aceite , y el aceite , y el aceite , y el aceite , y el aceite , y en sus vasos .
Y habló Jehová á Moisés y á Aarón , diciendo :
No de la tribu de las familias de las familias de Coath de las familias de los Levitas :
Mas así hará á ellos , para que vivieren , y no muera , cuando moraren á las cosas santas : Aarón y sus hijos saldrán á su ministerio y á su carga :
Mas no entrarán en ver cuando las santas cosas se cubrirán , porque no muera .
Y habló Jehová á Moisés , diciendo :
Tomad también el sumo de los hijos de Gersón , por las casas de sus padres , por sus familias ;
Desde treinta años arriba arriba , hasta el ministerio , para hacer la obra en el tabernáculo del testimonio .
Esta es el servicio de las familias de Gersón , para servir , y para carlo ;
Y llevarán las cortinas del tabernáculo , y el tabernáculo del testimonio , su cubierta , y la cubierta del tabernáculo del testimonio ,
Y las cortinas del atrio , y el pabellón por la puerta del atrio , que está junto á la puerta del atrio , que está junto á la puerta del atrio , que está junto á la puerta del atrio , que está junto á la puerta del atrio , que está por el tabernáculo y por el altar alrededor , y todos los vasos de su ministerio , y todos los vasos de su ministerio , y todos los vasos de su ministerio ,
En todo el servicio de Aarón y sus hijos será todo el servicio de los hijos de Gersón , en todos sus cargas , y en toda su ministerio : y pondréis á ellos en ordenanza de los hijos de Gersón , en todos sus cargas .
Esta es el servicio de las familias de Gersón en el tabernáculo del testimonio : y su guarda será debajo de la mano de Ithamar hijo de Aarón .
Y por los hijos de Merari , harás número de sus familias , por la casa de sus padres , por la casa de sus padres ;
Desde treinta años arriba arriba , á cincuenta años arriba hasta el ministerio , para hacer la obra del tabernáculo del testimonio .
Y esta guarda de sus carga , conforme á toda su ministerio en el tabernáculo del testimonio , y sus barras , y sus barras , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus basas ,
Y las columnas del atrio alrededor , y sus basas , y sus basas , y sus basas , y con toda su ministerio : y por nombre de ellos , y de toda su ministerio .
Esta es el servicio de las familias de Merari , conforme á toda su ministerio , en el tabernáculo del testimonio , debajo de mano de Ithamar hijo de Aarón .
Y Moisés y Aarón y Aarón y los príncipes de la congregación de los hijos de Coath por sus familias , y conforme á la casa de sus padres ,
Desde treinta años arriba arriba hasta cincuenta años , cada uno que entra en el ministerio , para la obra en el tabernáculo del testimonio ;
Y los contados de ellos por sus familias , dos mil setecientos y cincuenta .
Estos fueron los contados de las familias de Coath , de las familias de Coath , todos los que traían en el tabernáculo del testimonio , que Moisés y Aarón y Aarón y Aarón conforme al mandamiento de Jehová por mano de Moisés .
Y los contados de los hijos de Gersón , por sus familias , y por la casa de sus padres ,
Desde treinta años arriba arriba , cada uno que entra en el ministerio , para la obra en el tabernáculo del testimonio ,
Los contados de ellos , por sus familias , por sus familias , por la casa de sus padres , dos mil y treinta .
Estos son los contados de las familias de los hijos de Gersón , de todas las casas de los hijos de Gersón , de todo lo que en el tabernáculo del testimonio , al cual Moisés y Aarón y Aarón conforme al mandamiento de Jehová .
Y los contados de las familias de Merari , por sus familias , por sus familias , por la casa de sus padres ,
Desde treinta años arriba arriba , cada uno que entra en el ministerio , para la obra en el tabernáculo del testimonio ,
Los contados de ellos por sus familias , tres mil y doscientos .
Estos fueron los contados de las familias de los hijos de Merari , los cuales Moisés y Aarón y Aarón conforme á la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , los cuales Moisés y Aarón y Aarón y los príncipes de Israel , conforme á la casa de sus padres ,
Desde treinta años arriba arriba , cada uno que vino á cincuenta años , cada uno que vino á cincuenta años , cada uno que llegó al ministerio del tabernáculo del testimonio ,
Los contados de ellos , ocho mil y ochenta y ochenta .
Conforme al mandamiento de Jehová , cada uno conforme á su ministerio , y conforme á su carga : así fueron contados de él , como Jehová mandó á Moisés .
Y Jehová habló á Moisés , diciendo :
Manda á los hijos de Israel , y diles : Cuando hubiereis entrado en la tierra de Canaán , ( esta tierra que caiga á vosotros por heredad , la tierra de Canaán con sus términos ; )
Y vuestro mediodía será desde el desierto de Zín , y vuestro término será el término de Edom , y vuestro término será el término del oriente :
Y tornará vuestro término del mediodía al mediodía , y pasará á Hasar-barnea , y pasará á Hasar-barnea , y pasará sobre Hasar-barnea , y pasaréis á Asmón :
Y será el término de Azmón hasta el río de Egipto , y las salidas de ella de la mar .
Y por el camino de la parte del término , tendréis la grande mar por término : éste será vuestro término .
Y este norte será vuestro norte : desde la grande mar haréis por vosotros del monte de Hor :
Desde el monte de Hor llevaréis vuestro término á la entrada de Hamath ; y las salidas del término será á Zedad :
Y vendrá el término á Siphrón , y las salidas de ella será en Hasar-arán : éste será vuestro aquilón .
Y llevaréis vuestro oriente desde Hasar-ararán hasta Seba :
Y descenderá el término de Seba á Ribla , al oriente de Aen ; y el término descenderá hasta la parte de la mar de Chinea de la mar de Cineo del mar de Chinineos .
Y vendrá el término hasta el Jordán , y las salidas de ella será á la sal : ésta será vuestra tierra con sus términos alrededor .
Y Moisés mandó á los hijos de Israel , diciendo : Esto es la tierra que heredaréis por suerte , que Jehová había mandado á las nueve tribus , y á la media tribu :
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres , y la tribu de los hijos de Gad conforme á la casa de sus padres , y la tribu de Manasés , recibieron su heredad ; y la media tribu de Manasés recibieron su heredad :
Las dos tribus y la media tribu recibió la heredad á esta parte del Jordán , hacia el oriente , hacia el nacimiento del sol .
Y Jehová habló á Moisés , diciendo :
Estos son los nombres de los varones que heredarán la tierra á vosotros : Eleazar el sacerdote y Josué hijo de Nun .
Y tomaréis un príncipe de cada tribu , á la tierra por heredad .
Y los nombres de los varones son estos : de la tribu de Judá , Caleb hijo de Jephone .
Y de la tribu de los hijos de Simeón , Semael hijo de Ammiud .
De la tribu de Benjamín , Elidad hijo de Zabud .
Y el príncipe de la tribu de los hijos de Dan , Buccci hijo de Jocci .
Los príncipe de los hijos de José , por la tribu de los hijos de Manasés , Hanán hijo de Ecrán .
Y el príncipe de la tribu de los hijos de Ephraim , Cemuel hijo de Sephán .
Y el príncipe de la tribu de los hijos de Zabulón , Elizama hijo de Phares .
Y el príncipe de la tribu de los hijos de Issachâr , Pisel hijo de Ater .
Y el príncipe de la tribu de los hijos de Aser , Ahiram hijo de Seloía .
Y el príncipe de la tribu de los hijos de Nephtalí , Pedal hijo de Ammiud .
Estos son los que Jehová mandó á la heredad á los hijos de Israel en la tierra de Canaán .
Y será que si oyeres á la voz de Jehová tu Dios , para guardar y haz todos sus mandamientos que yo te mando hoy , que Jehová tu Dios te pondré sobre alto sobre todas las gentes de la tierra :
Y todas estas benditas vendrán sobre ti , y te cubrirá , si oirás á la voz de Jehová tu Dios .
Bendito en la ciudad , y benditarás en el campo .
Bendito el fruto de tu cuerpo , y el fruto de tu tierra , y el fruto de tu tierra , y el fruto de tus ovejas .
Bienaventurados tus cancanas y tu grana .
Bienaventurados tú , cuando hubieres tú , y benditas serás cuando entrares .
Jehová hará tornar á tus enemigos que te levantan contra ti un camino , y huirá delante de ti siete caminos .
Jehová mandará bendición sobre ti en tu tormento , y en toda lo que tienes en la tierra que Jehová tu Dios te da .
Jehová te afirmará pueblo á sí pueblo , como él te ha jurado , si guardares los mandamientos de Jehová tu Dios , y andarás en sus caminos .
Y todo el pueblo de la tierra verán que has llamado llamado el nombre de Jehová , y serán miedo de ti .
Y te hará Jehová en bienes , en el fruto de tu cuerpo , y en el fruto de tu tierra , en la tierra que Jehová juró á tus padres .
Jehová te abrirá su buen tesoro , el cielo para dar la lluvia á tu tiempo , y á toda la obra de tu mano : y tú harás á muchas gentes , y no tomarás .
Y Jehová te hará la cabeza , y no serás sobre solamente , si tú oyeres á los mandamientos de Jehová tu Dios , que yo te mando hoy , y no serás arriba ; si tú oirás á los mandamientos de Jehová tu Dios , que yo te mando hoy , para que los guardes y para hacer .
Y no entrarás de alguna de las palabras que yo te mando hoy , á la diestra , ó á la diestra , ó á la diestra , ó á los dioses ajenos .
Mas acontecerá que , si no oyeres á la voz de Jehová tu Dios , para guardar todos sus mandamientos y sus estatutos que yo te mando hoy ; que todos estos maldecientes y sus estatutos que yo te mando hoy , y te cubrirá ;
Maldito en la ciudad , y malserás en el campo .
Maldito tu cancana y tu grana .
Maldito el fruto de tu cuerpo , y el fruto de tu tierra , el fruto de tus vacas , y las ovejas de tus ovejas .
Maldito cuando tú entrares , y maldirás tú , y maldirás .
Jehová enviará sobre ti las maldecientes , y reprenderá , y reprendes , en todo lo que tú te has dejado .
Jehová hará pestilencia á ti pestilencia , hasta que te hubiere consumido de sobre la tierra , á la cual tú podrás para poseer .
Jehová te herirá con consumación , y con un canto , y con un brazo de fatuo , y con el rocío ; y te perseguirán hasta ti hasta ti .
Y tu cielo que está sobre tu cabeza será metal , y la tierra que está debajo de ti .
Jehová hará lluvia la lluvia de tu tierra y polvo : del cielo vendrá sobre ti , hasta que seas destruído .
Jehová te hará tornar delante de tus enemigos : y saldrás un camino contra ellos , y huirás siete caminos delante de ellos , y huirás siete caminos delante de ellos , y huirás á todos los reinos de la tierra .
Y tu cuerpo será comida á todas las aves del aire , y á las bestias de la tierra , y ninguno les dará .
Jehová te herirá contigo con la fortaleza de Egipto , y con los ríos , y con los ríos , y con los segadores , y con los segadores , y con los atributos , y no pueres sano .
Jehová te herirá con azote , y sin perversas , y mimidad de corazón ;
Y sacrificarás en el día del día , como los ciegos ciegos , y no serás prosperado en tus caminos , y no te salvará á nadie .
A mujer , y otro varón acostarás con ella : plantarás una mujer , y no te juntarás : plantarás una viña , y no te juntarás .
Tus buey serán muertos delante de tus ojos , y no comerás de ella : tu asno será entregada de delante de tu rostro , y no habrá quien los reducirás .
Tus hijos y tus hijas serán entregados á otro pueblo , y tus ojos mirarán á otro pueblo , y desfaltará con ellos para ellos todo el día : y no habrá en tu mano .
El fruto de tu tierra , y toda tu obra , gente que no sabes ; y tú tú , nación que no sabes , y te has de hacer camino ;
Así que , tú serás para ojos de tus ojos que tú verás .
Jehová te herirá en las rodillas , y en las piernas de tu pie , hasta la cumbre de tu pie .
Jehová te hará subir , y tu rey que no hubieres conocido , y tus padres , madera y piedra .
Y serás humillado , proverbio , proverbio , y proverbio , y una palabra , entre todas las gentes donde Jehová te llevará .
La simiente sacarás en el campo , y juntarás , y juntarás ; porque la langosta lo devorará .
Sobre viñas plantarás , y la venganza , mas no beberás del vino , ni beberás del vino , ni beberás del vino , ni beberás del vino , ni beberás del vino , ni beberás del vino , ni beberás
Con todo tu término tendrás oliva sobre todos tus términos , mas no te ungirás con aceite ; porque tu oliva echó su fruto .
Los hijos é hijas , mas no los encantarás ; porque ellos entrarán en cautiverio .
Todos tus árboles y fruto de tu tierra caerán la langosta .
El extranjero que está dentro de ti , subirán sobre ti muy alto , y descenderás .
Al Músico principal : él será la cabeza , y no te hartarás : él será cabeza , y serás la cabeza , y serás la cabeza , y serás la cabeza .
Y vendrán todas estas maldiciones sobre ti , y te perseguirá , hasta que seas destruído ; porque no obedeciste á la voz de Jehová tu Dios , para guardar sus mandamientos y sus estatutos que te mandó .
Y serán sobre ti por señal y señal , y por las maravillas , y sobre tu simiente para siempre .
Porque no quisiste Jehová tu Dios con gozo , y con alegría de corazón , para la abundancia de todas las cosas ;
Por tanto servirás á tus enemigos que Jehová enviará contra ti , en hambre y sed , y en la desnudez de todas las cosas : y pondrá el yugo de hierro sobre tu cuello , hasta que te destruerá .
Jehová traerá gente contra ti de lejos , desde el fin de la tierra , como ligeros como águila ; gente cuya lengua no entenderás ;
El nación del rostro , que no mirará la persona de los antiguos , ni mostrará gracia á los criados ;
Y comerá el fruto de tus bestias , y el fruto de tu tierra , hasta que seas destruído .
Y te cercará en todas tus puertas , hasta que tu pueblo te ha dado Jehová tu Dios .
Y comerás el fruto de tu cuerpo , la carne de tu cuerpo , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado , en el cerco , y en el cerco , con que tus enemigos te han de morir :
Así que el hombre que está en medio de vosotros , y en la mujer de su seno , y en la mujer de su seno , y á la mujer de su seno , y hacia el resto de sus hijos que dejare ;
Así que no dará á alguno de ellos de carne de sus hijos que él comerá : porque nada le dejó nada de la carne de sus hijos que él comerá : porque nada le ha quedado en todas tus ciudades .
Las vidas y la mujer entre vosotros , que no hubiese puesto en el marido de su pie , y en su hijo , y hacia su hijo , y hacia su hijo , y hacia su hijo , y á su hija , y á su hija , y á su hija ,
Y hacia ella un que saliere de entre sus pies , y sus hijos que ella llevare ; porque ella comerá por falta de todas las cosas que se hubiere de venir á tu enemigo en tus puertas .
Si no guardares á hacer todas las palabras de esta ley que está escrito en este libro , para que temías á este libro , para que temes á este libro , para que temes á este libro , para que temes á este libro , para que temes á este libro ,
Y hará Jehová tus plagas maravillas , y las plagas de tu simiente , y de repente , y grande enfermedad , y grande enfermedad , y en gran manera .
Y llevará sobre ti todas las obras de Egipto , que fuiste temor de Egipto , que fuiste miedo de ti , y se levantará á ti .
Y toda enfermedad , y toda plaga que no está escrito en el libro de esta ley , ellos Jehová traerá sobre ti , hasta que seas destruído .
Y seréis dejado pocos en número , á la multitud de los cielos , porque no obedeciste la voz de Jehová tu Dios .
Y acontecerá que como Jehová se alegrare sobre vosotros bien , y os gozará ; y os alegrará Jehová sobre vosotros para destruiros , y os multiplicaréis ; y os gozará Jehová sobre vosotros para poseerla .
Y esparcirerá Jehová entre todo el pueblo , desde el uno de la tierra hasta el otro ; y allí servirás á dioses ajenos , que ni á tus padres habían conocido , madera y piedra .
Y entre las gentes no hallarás , ni la plantarás de tu pie ; mas Jehová te dará un corazón de tus pies , y dolor de ojos ;
Y tu vida despreciará delante de ti , y temerás delante de ti ; y temerás de día y de noche , y no tendrás mantenimiento de tu vida :
En la mañana dirás : Bien que Dios era la mañana ! y á la presencia de tus ojos que verás .
Y vendrá Jehová á Egipto á Egipto con navíos , junto al camino de la cual he hablado , no lo verás más : y seréis venidos á vuestros enemigos para siervos y mujeres , y nadie os comprará .
Y Josué juntó todas las tribus de Israel á Sichêm , y llamó á los ancianos de Israel , y por sus príncipes , y por sus jueces , y por sus príncipes , y por sus jueces , y por sus jueces , y por sus jueces , y por sus jueces , y por sus jueces , y por sus gobernadores ,
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel : Veremos nuestros padres á la otra parte del río ; y sirvieron á dioses ajenos .
Y tomé á vuestro padre de la otra parte del río , y le llevaron por toda la tierra de Canaán , y multiplicó á Isaac su simiente y á Isaac .
Y dí á Isaac y á Esaú : y dí á Esaú y á Jacob y á sus hijos á Egipto .
Y envié á Moisés y á Aarón y á Aarón y á Aarón y á Aarón , conforme á lo que hice entre ellos ; y después que yo os saqué .
Y saqué vuestros padres de Egipto : y vinieron á la mar , y vinieron á la mar ; y los Egipcios siguieron á vuestros padres con carros y gente á caballo , hasta el mar Bermejo .
Y clamaron á Jehová , él puso tinieblas entre vosotros y Egipcios , y los Egipcios , y trajéronles ; y vuestros ojos vieron lo que he hecho en Egipto ; y vuestros ojos vieron lo que he hecho en Egipto ; y vuestros ojos vieron lo que he hecho en Egipto ; y vuestros ojos vieron lo que he hecho en Egipto ; y habitaron en el desierto un tiempo .
Y os saqué á la tierra del Amorrheo , que habitaban en la otra parte del Jordán , y pelearon con vosotros : y peleélos á vuestros manos , para poseer su tierra , y los destruí de delante de vosotros .
Y Balac hijo de Zipes , rey de Moab , y envió á Balaam hijo de Beor , rey de Moab , y envió á Balaam hijo de Beor ;
Mas no quiso oir á Balaam , por tanto os bendijo á Balaam ; por tanto os bendeciré de su mano .
Y fué el Jordán , y vino á Jericó : y los varones de Jericó pelearon contra vosotros , el Amorrheo , y los Cananeos , y al Hetheo , y al Hetheo , y al Hetheo , y al Hetheo , y al Hetheo , y al Hetheo , y á vuestros manos .
Y envié la red delante de vosotros , que los crió de delante de vosotros , los cuales no con tu espada , ni con tu arco .
Y os he dado la tierra que no hicisteis , y ciudades que no edificasteis , y habitaréis en ellos ; de las viñas y olivas que no plantasteis .
Ahora pues , temed á Jehová , y serviólo en pecidad y en verdad ; y puso los dioses ajenos que vuestros padres sirvió á la otra parte del río , y en Egipto ; y servid á Jehová .
Y si os hubiere de hacer mal á Jehová , os escogiereis hoy á Jehová , y á los dioses de los Amorrheos , en cuya tierra habitaréis : mas como por mí y mi casa , serviremos á Jehová .
Y respondió el pueblo , y dijo : En ninguna manera que dejamos á Jehová , á dioses dioses ajenos ;
Porque Jehová nuestro Dios , él es que nos sacó y nuestros padres de la tierra de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa de Egipto , desde la casa
Y Jehová habló de delante de nosotros todo el pueblo , los Amorrheos que moraban en la tierra : por tanto también serviremos á Jehová , porque es nuestro Dios .
Y Josué dijo al pueblo : No servil servil á Jehová : porque él es Dios santo : no perdonará á vuestros pecados , ni vuestros pecados .
Si dejareis á Jehová , y serviréis á dioses ajenos , y os volverá á dioses ajenos , y os hará mal .
Y el pueblo dijo á Josué : No ; mas serviremos á Jehová .
Y Josué dijo al pueblo : Vosotros sois testigos contra vosotros que habéis elegido á Jehová , para servirle . Y ellos dijeron : Nosotros somos testigos .
Ahora pues , dijo así : Los dioses que están entre vosotros , y inclinóse vuestro corazón á Jehová Dios de Israel .
Y el pueblo dijo á Josué : Jehová nuestro Dios serviremos , y su voz nos obedecemos .
Así hizo Josué pacto con el pueblo que , y las puso por estatuto y estatuto en Sichêm .
Y Josué escribió estas palabras en el libro de la ley de Dios , y tomó grande piedra , y tomó una grande piedra , y púsola en el santuario de Jehová .
Y Josué dijo á todo el pueblo : He aquí esta piedra será testimonio á nosotros : porque esto ha oído todas las palabras de Jehová que nos habló á nosotros : porque no os ha oído á vuestro Dios .
Así que Josué se apartará el pueblo , cada uno á su heredad .
Y después de estas cosas que Josué hijo de Nun , siervo de Nun , siervo de Jehová , siendo ciento y diez años .
Y sepultáronlo en el término de su heredad en Timnath-haah , que está en el monte de Ephraim , al norte del monte de Gaas .
Y sirvió á Jehová todos los días de Josué , y todos los días de los ancianos que habían conocido á Josué , y que habían conocido todas las obras de Jehová , que había hecho por Israel .
Y los huesos de José que traían los hijos de Israel , que los hijos de Israel habían traído de Egipto , sepultáronlo en Sichêm , en una parte de tierra que Jacob compró de los hijos de José .
Y murió Eleazar hijo de Aarón , y sepultáronlo en el monte de Ephraim .
Y los Filisteos tomaron el arca de Dios , y trajólo de Eben-ezer á Asdod .
Cuando los Filisteos tomaron el arca de Dios , trajéronla á la casa de Dagón , y púsola por Dagón .
Y cuando los de Asdod se levantó el día , he aquí Dagón cayó sobre su rostro á la tierra delante del arca de Jehová . Y tomaron Dagón , y púsole en su lugar .
Y levantándose de mañana el día siguiente , he aquí Dagón , he aquí Debón y la cabeza del arca de Jehová , y la cabeza de Dagón y de sus manos sobre la tierra delante del arca de Jehová , y la cabeza de Dagón y la cabeza del arca de Jehová , y la cabeza de Dagón y la cabeza del arca de Jehová , y la cabeza de Dagón y la cabeza del arca de Jehová , y la cabeza de Dagón y la cabeza del arca de Jehová ; y la cabeza de Dagón , y le dejó .
Por tanto , ni los sacerdotes de Dagón , ni alguno que entrare en la casa de Dagón hasta hoy .
Mas la mano de Jehová fué quebrado sobre ellos de Asdod , y los destruyó , é hiriólos con los ríos , Asdod y sus términos .
Y viendo los varones de Asdod que era así , decían : El arca del Dios de Israel no se levantará con nosotros : porque su mano está grande sobre nosotros , y sobre Dagón á nuestro dios .
Por tanto y juntó todos los príncipes de los Filisteos , les dijo : ¿ Qué haremos con el arca del Dios de Israel ? Y ellos respondieron , el arca del Dios de Israel .
Y fué así , que después que lo habían traído , la mano de Jehová contra la ciudad con grande quebrantamiento : y hirió los varones de la ciudad , un pequeño y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande y grande
Y enviaron el arca de Dios á Ecrón , que el Ecrón vino á Ecrón , que el Ecrón vino á Ecrón , que el arca de Dios de Israel , para matarnos y nuestro pueblo .
Y juntáronse y juntaron todos los príncipes de los Filisteos , y dijeron : Subid el arca del Dios de Israel , y haz volver á su lugar , para que no nos matarás , y nos matarás á su lugar , para que no nos matarás , y nos matarás á su lugar , para que no nos matarás , y nuestros pueblos : porque allí estaba un quebrantamiento en toda la ciudad ; la mano de Dios estaba en gran manera .
Y los varones que no fueron heridos con los ríos ; y el clamor de la ciudad subió á los cielos .
Y oyendo el hijo de Saúl que Abner era muerto en Hebrón , sus manos fueron atados , y todos los Israelitas se turbaron .
Y el hijo de Saúl había dos varones que eran capitanes de dos varones que eran capitanes de dos , de los hijos de Benjamín : porque también Beeroth , los hijos de Benjamín : porque también Beeroth fué contado á Benjamín .
Y los Beerotheos , y fueron morados hasta hoy hasta hoy .
Y Jonathán , hijo de Saúl , hijo de Saúl y Jonathán de Jezreel y Jonathán de Jezreel , y su nariz . Y fué su nombre Mephi-boseth . Y fué su nombre Mephi-boseth .
Y los hijos de Rimmón , Rechâb y Baana , y vinieron á la casa de Is-boseth , el cual estaba en cama en cama .
Y vinieron allá en medio de la casa , como si hubiesen acabado de trigo ; y á Barab y Baana escapó á su hermano .
Porque viniendo á la casa , puso en su cama en su cama en su cama en su cama , y le mató , y le mató , y le mataron , y le mataron , y tomólo su cabeza , y tomándole por la llanura de la noche .
Y trajeron la cabeza de Is-boseth hijo de Saúl , que buscaron tu vida , y dijo al rey : He aquí la cabeza de Is-boseth hijo de Saúl , y de su simiente .
Y respondió David á Rechâb y Baana , los hijos de Rimmón , y díjoles : Vive Jehová , que ha redimido mi alma de todos los días ,
Cuando me dijo uno , diciendo : He aquí Saúl es muerto , he aquí que Saúl es muerto , tomé en Siclag , y le mató en Siclag , que yo le he dado un pago para sus nuevas :
¿ Qué más , cuando los malos muertos muertos en su casa sobre su cama ? ¿ no lo haré ahora á su sangre , y os tomaré de la tierra ?
Y mandó David á sus criados , y los mató , y los mató , y cortaron sus manos y sus pies y sus pies , y púsolos en el sepulcro de Abner .
Y oyendo la reina de Seba de la fama de Salomón sobre el nombre de Jehová , vino á propiones .
Y vino á Jerusalem con grande grande en grande grande , con camellos que llevaban copas , y piedras piedras preciosas , y piedras piedras preciosas ; y cuando llegó á Salomón , hablaba con él de todo lo que estaba en su corazón .
Y Salomón le contó todas sus compañeros : no había escondido del rey , el cual no la contó .
Y como la reina de Seba había visto la sabiduría de Salomón , y la casa que él había edificado ,
Y el comida de su mesa , y la sentencia de sus siervos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y su ropa .
Y ella dijo al rey : El testimonio que he oído en mi tierra de tus hechos y de tu sabiduría .
Mas no creí las palabras , hasta que viniese , y mis ojos lo vieron ; y he aquí la mitad no me ha dicho : tu sabiduría y prospera la fama que he oído .
Los hombres son tus varones , bienaventurados tus siervos , que están delante de ti , y que oyen tu sabiduría .
Bendito Jehová tu Dios , que te esperó en el trono de Israel : porque Jehová amó á Israel para siempre , por tanto te ha hecho rey , para hacer juicio y justicia .
Y dió el rey ciento y veinte talentos de oro y veinte talentos de oro , y piedras piedras preciosas ; no vino más que la reina de Seba á rey Salomón .
Y la envidia de Hiram , que trajeron oro de Ophir , llevando oro de Ophir , y piedras piedras preciosas .
E hizo el rey los árboles de las columnas para la casa de Jehová , y por el templo del rey , y por las casas del rey , y por las casas del rey , y para el día de la casa de Jehová , y por el templo del rey , y por los arpas , ni fueron visto hasta hoy .
Y el rey Salomón dió á la reina de Seba , todo lo que le había preguntado , después que Salomón le había dado de su lugar , ella y sus siervos .
Y el peso de oro que vino á Salomón en un año seiscientos sesenta y seis talentos de oro ,
El que había de los mercaderes , y de los mercaderes , y de todos los reyes de Arabia , y de todos los reyes de Arabia , y de los príncipes de la tierra .
E hizo el rey Salomón dos mil azotes de oro , seiscientos siclos de oro ; seiscientos siclos de oro , para una subida .
E hizo trescientos escudos de azotes de oro , tres minas de oro , y tres minas de oro , para un escudo ; y el rey los puso en la casa del Líbano .
Y el rey hizo grande trono de fatuas , y cubriólo de oro .
El trono tenía seis pasos , y la cumbre del trono estaba alrededor ; y había dos leones de la silla , y dos leones estaban junto á las dos leones .
Y doce leones estaban allí á la una parte y á la otra sobre los seis pasos ; no había allí como en reino .
Y todos los vasos del rey Salomón , y todos los vasos de oro , y todos los vasos de la casa del bosque de Salomón .
Porque el rey tenía envidia de Tharsis con la envidia de Tharsis , trayendo oro , y plata , y plata , y copas , y copas .
Así hizo rey Salomón á todos los reyes de la tierra para riquezas y sabiduría .
Y toda la tierra procuraban á Salomón , para oir su sabiduría , que Dios había puesto en su corazón .
Y trajeron cada uno su presente , vasos de plata , y vasos de oro , y vestidos de oro , y vestidos , y un año por año .
Y juntó Salomón carros y gente á caballo ; y tenía mil y cuatrocientos carros , y doce mil á caballo , y con el rey en Jerusalem .
Y el rey hizo plata para ser en Jerusalem como piedras , y sobre las piedras preciosas que están en las moradas que están en el valle , para abundancia .
Y como Salomón habían traído caballos de Egipto , y lino fino ; y los mercaderes recibidos de lino .
Y salió carro y cincuenta siclos de plata , y un caballo para ciento y cincuenta ; y así para todos los reyes de los Hetheos y cincuenta ; y así los reyes de Siria , los traían de ellos .
Y aconteció en el año tercero de Oseas hijo de Ela rey de Israel , que Ezechîas hijo de Achâz rey de Judá , comenzó á reinar hijo de Achâz rey de Judá .
Y comenzó á reinar y cinco años cuando comenzó á reinar ; y reinó veinte y nueve años en Jerusalem .
E hizo lo recto en ojos de Jehová , conforme á todo lo que David su padre hizo .
Hizo los altos , y quebró las estatuas , y quebró las estatuas , y quebró las estatuas que Moisés había hecho quemar ; y llamó á los días de Israel quemaron sahumerios .
El esperó en Jehová Dios de Israel : así que en pos de él ninguno de los reyes de Judá , ni cualquiera que le había quedado .
Porque él plantó á Jehová , y no se apartó de él , sino guardado sus mandamientos que Jehová mandó á Moisés .
Y Jehová fué con él ; y él fué prosperado en el rey de Asiria , y no le sirvió .
El hirió á los Filisteos , á Gaza , y sus términos , desde la torre de los guardas .
Y aconteció en el cuarto año del rey Ezechîas , que fué el séptimo año de Oseas rey de Asiria , que fué el séptimo año de Temor rey de Asiria , que fué el séptimo año de Temor rey de Asiria , y cercó .
Y en el fin de tres años lo tomaron : en el sexto año de Ezechîas , que es el año nueve de Ezechîas , Samaria fué tomada .
Y el rey de Asiria sacó á Israel á Asiria , y púsolos en Hala y en Maceda por el río de Gozán , y en las ciudades de los Machîs ;
Porque no obedecieron la voz de Jehová su Dios , antes prevaricaron su pacto , y todo lo que Moisés siervo de Jehová mandó , y no los oyen .
En el año catorce del rey Ezechîas hizo Sennachêrib rey de Asiria contra todas las ciudades fuertes de Judá , y tomólos .
Y envió Ezechîas rey de Judá al rey de Asiria á Lachîs , diciendo : Yo he escandalizado ; volved de mí , y de oro treinta talentos de oro y treinta talentos de oro .
Y le dió Ezechîas toda la plata que fué hallado en la casa de Jehová , y en los tesoros del rey .
En aquel tiempo hizo Ezechîas el oro de las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Asiria .
Y el rey de Asiria envió Tarsis y Rabba , y Rabba de Lachîs , que está en el camino de Lachîs , que está en el camino del camino del ejército .
Y llamaron al rey , allí salió á Eliacim hijo de Hilcías , que estaba sobre la familia , y Sebán escriba , y Joah hijo de Asaph .
Y Rabba les dijo : Así ha dicho el rey de Asiria : ¿ Qué confianza es ésta en que tú confías ?
¿ No dices , ( sino que son las palabras , ) y fortaleza para la guerra . Y tú has esperado , para que no te olvides para mí ?
Ahora , he aquí que tú has venido sobre el bordón de esta caña , sobre Egipto , sobre Egipto , sobre Egipto , sobre Egipto , sobre la mano , y se hará en su mano , y se hará en su mano , y se hará en su mano , y se hará en su mano , y se hará en su mano , y se hará en su mano , y se hará en su mano .
Mas si dijereis á mí : Nosotros esperamos en Jehová nuestro Dios : ¿ no hay quien él , y dijo á Judá y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem y á Jerusalem
Ahora pues , ahora , yo te daré á mi señor el rey de Asiria , y te libraré dos mil caballos , si te dejares en tu parte .
¿ Cómo apartarás el rostro de un capitán del menor del menor de mi señor , y puso á Egipto por carros y á caballo ?
¿ Has subido ahora sin Jehová contra este lugar para destruirla ? Jehová dijo á mí : Ve contra esta tierra , y destruirá .
Entonces Eliacim hijo de Hilcías , y Sebán , y á Joah , á Rabba , y á Joara , á Rabba , y á Joah , á Rabba , y á Joara , hasta Rabba , y á Rabba , y á Joara , hasta Rabba , y no con nosotros en la pared del pueblo que está en la pared del pueblo que está en el muro .
Mas Rabba les dijo : ¿ Quién me envió á tu señor , y á ti , para hablar estas palabras ? ¿ no me envió á decir estas palabras ?
Entonces Rabba , y clamó con gran voz en gran voz en la lengua de los Judíos , el rey de Asiria :
Así ha dicho el rey : No os engañará Ezechîas : porque no os puede libraros de su mano :
Y no os entregará Ezechîas en Jehová , diciendo : Jehová nos librará , y esta ciudad no será entregada en mano del rey de Asiria .
No temáis á Ezechîas : porque así ha dicho el rey de Asiria : Haced conmigo por presente , y venid á mí cada uno de su vid , y cada uno de su higuera , y cada uno de su higuera :
Hasta que vengo y os tomé á tierra como vuestra tierra , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel , tierra de olivas y de miel ,
¿ Ha de los dioses de las gentes en toda su tierra de mano del rey de Asiria ?
¿ Dónde están los dioses de Hamath , y de Arpad ? ¿ dónde están los dioses de Sepharim ? ¿ dónde están los dioses de Sepharim ? ¿ dónde están los dioses de Sepharim ? ¿ dónde están los dioses de Sepharim ? ¿ dónde están los dioses
¿ Quién son entre todos los dioses de las tierras que han librado su tierra , para librar á Jerusalem de mi mano ?
Mas el pueblo calló , y no le respondió palabra : porque el mandamiento del rey estaba , diciendo : No le responderá .
Y vino Eliacim hijo de Hilcías , que estaba sobre la casa , y Sebán escriba , y le contó las palabras de Rabba .
Y cuando David era viejo y lleno de días , hizo á Salomón su hijo rey sobre Israel .
Y juntó todos los príncipes de Israel , con los sacerdotes y Levitas .
Los Levitas fueron contados de la vejez de treinta años y ocho años .
De lo que , veinte y cuatro mil para acabar la obra de la casa de Jehová , y seis mil y jueces .
Y cuatro mil porteros : y cuatro mil porteros á Jehová con los vasos que hice , dijo David á alabanza .
Y Jehová los repartió entre los hijos de Leví , con los hijos de Leví , Gersón , Coath , y Merari .
De los Gersón , Laadán , y Semei .
Los hijos de Laadán : el principal fué Jehiel , y Zetham , y Joel , tres .
Los hijos de Semei : Seloth , y Asiel , y Harán , tres . Estos fueron los príncipes de los padres de Laadán .
Y los hijos de Semei , Jatiene , Zina , y Jethrías , Bería . Estos cuatro hijos de Semei .
Y Jaasia fué el principal , y Sizah , el segundo : mas Jethrías y Bería no tuvo muchos hijos ; por tanto , fueron en uno de los hijos de su padre .
Los hijos de Coath : Amram , Izhar , Hebrón , y Uzziel .
Los hijos de Amram : Aarón y Moisés y Moisés ; y Aarón y Aarón fué apartado de ofrecer sahumerios delante de Jehová , para ministrar perfumes delante de Jehová , para ministrar perfumes delante de Jehová para ministrar , y á su nombre para siempre .
Y acerca de Moisés el hombre de Dios , sus hijos fueron llamado la tribu de Leví .
Los hijos de Moisés fueron Gersón , Gersón , Eliezer .
De los hijos de Gersón , Sebuel fué el principal .
Y los hijos de Eliezer fueron los hijos de Eliezer , y los príncipes de los hijos de Reâ fueron muchos .
De los hijos de Izhar : Selomith el principal .
De los hijos de Hebrón : Jerías el segundo , Jaiel , el segundo , Jaiel , el cuarto .
De los hijos de Uzziel , Michâs el primero , y Jesía el segundo .
Los hijos de Merari : Mahali , y Musi . Los hijos de Macei , Eleazar y Cis .
Y murió Eleazar , y no hubo hijos , sino hijas : y sus hermanos los hijos de Cis is is .
Los hijos de Musi : Mahhi , y Edará , y á los tres .
Estos fueron los hijos de Leví después de la casa de sus padres ; los príncipes de los padres , como fueron tenidos por cuenta de los nombres de los padres , como fueron tenidos por cuenta de los nombres de los padres , como fueron tenidos por número de los nombres de los padres , como fueron tenidos por número de los nombres .
Porque David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para morar en Jerusalem para siempre :
Y también á los Levitas : no servirán más el tabernáculo , ni quien lo llevarán el tabernáculo , ni cualquiera vasos de ella para su ministerio .
Porque por los postreros de David los Levitas fueron contados de veinte años de veinte años y arriba ;
Porque sus sacerdotes por el ministerio de la casa de Jehová , en los atrios , y en las cámaras , y en las cámaras , y en las cámaras , y la obra del ministerio de la casa de Dios ;
Por el pan para el pan , y por la flor de harina para presente , y para los panes sin levadura , y para los panes sin levadura , y para todos los panes sin levadura , y para todos los panes sin levadura ;
Y á cada mañana y alabanzas y alabanzas á Jehová , y así también á Jehová .
Y sacrifican todo holocausto á Jehová en los sábados , en los sábados , y en las solemnidades , y en las solemnidades , y en las solemnidades , conforme á la orden á ellos , delante de Jehová .
Y para guardar la guarda del tabernáculo del testimonio , y la guarda del santuario , y la guarda del santuario , y la guarda de los hijos de Aarón sus hermanos , en el ministerio de la casa de Jehová .
Y Joas era siete años cuando comenzó á reinar , y reinó cuarenta años en Jerusalem .
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada el sacerdote .
Y Joiada tomó por él dos mujeres , y engendró hijos é hijas .
Y ACONTECIÓ después de esto , que Joas era de hacer lo que Joas , para reparar la casa de Jehová .
Y juntó los sacerdotes y los Levitas , y los Levitas , y juntó todo Israel dinero á la casa de vuestro Dios de año para el año . Mas los Levitas no lo hicieron .
Y llamó el rey á Joiada el principal , y díjole : ¿ Por qué no has de traer en de Judá y de Jerusalem , por el mandamiento de Jehová , y de la congregación de Israel , porque el tabernáculo del testimonio ?
Porque los hijos de Athalía , la mujer de Dios , y también todos los que habían dedicado la casa de Jehová , y todos los que habían dedicado en los Baales .
Y en el mandamiento del rey hicieron un pueblo , é hízolo fuera fuera de la puerta de la casa de Jehová .
E hicieron banquete por Judá y Jerusalem , para traer á Jehová el siervo de Dios puso sobre Israel en el desierto .
Y todos los príncipes y todo el pueblo y todo el pueblo se alegró , y echando en el fin , hasta que habían hecho fin .
Y aconteció que en lo que había sido traído el sacerdocio y los sacerdotes , escriba y el escriba del rey y el príncipe de los sacerdotes , y vino á su lugar . Así hicieron por el día de la mano del rey y de la mano del rey y el dinero del rey , y recogió á su lugar .
Y el rey y Joiada lo dió á los que hacían la obra del servicio de la casa de Jehová , y también los que hacían hierro y metal y metal y metal á la casa de Jehová .
Así que los obradores obraban , y la obra fué perfecta por ellos , y pusieron la casa de Dios en su lugar , y la obra .
Y después que acabaron , trajeron el dinero del dinero delante del rey y Joiada , vasos de oro y plata . Y ofrecieron holocaustos en la casa de Jehová , todos los días de Joiada .
Mas Joiada se acordó de días , y fué lleno de días cuando murió ; ciento y treinta años era cuando murió .
Y sepultáronlo en la ciudad de David entre los reyes , porque había hecho bien en Israel , y á su casa .
Y después de la muerte de Joiada vino los príncipes de Judá , é hizo reverencia al rey . Y el rey los escuchó .
Y dejaron la casa de Jehová Dios de sus padres , y sirvieron bosques y ídolos ; y vino sobre Judá y Jerusalem para esto .
Mas él envió profetas á ellos , para traer á ellos á Jehová , y les contaron : mas no quiso oir oídos .
Y vino el Espíritu de Dios sobre Zacarías hijo de Joiada , que estaba sobre el pueblo , y les dijo : Así ha dicho Dios : ¿ Por qué habéis dejado ? porque habéis dejado á Jehová , también os ha dejado .
Y conspiraron contra él , y le apedrearon con piedras en el mandamiento del rey en el patio de la casa de Jehová .
Así que Joas no se acordó el rey á Joiada su padre que le había hecho , sino mató á su hijo . Y murió , dijo : Jehová mirará sobre él , y matólo .
Y aconteció al fin del año , que el ejército de Siria subió contra él ; y vinieron á Judá y á Jerusalem y á Jerusalem y á todos los príncipes del pueblo de entre el pueblo , y envió todos los príncipes del pueblo de entre el pueblo , y envió á todos los príncipes del pueblo de entre el pueblo , y envió á todos los príncipes del pueblo de entre el pueblo , y envió todos los príncipes del pueblo de entre el pueblo ,
Porque el ejército de los Siros vinieron con una compañía de los hombres , y Jehová entregó un gran ejército en su mano , porque dejaron á Jehová Dios de sus padres . Así hicieron juicio contra Joas .
Y partidos de él , ( porque le dejó en gran enfermedad , y murió ; y sepultáronlo en la ciudad de los hijos de Joiada sacerdote , y matólo en su cama , y no le mataron en la ciudad de los hijos de Joiada el sacerdote , y matáronlo en la ciudad de los hijos de Joiada .
Y estos son los que habían conspirado contra él , Zabad hijo de Sima : Zabad hijo de Sima , y Jozabad hijo de Sima .
Y en sus hijos , y la grandeza de las cargas pusieron sobre él , y el pago del libro de los reyes . Y Amasías su hijo reinó en su lugar Amasías su hijo .
Y todo el pueblo se juntaron como un hombre en la plaza que estaba delante de la puerta ; y hablaron á Esdras escriba escriba para traer el libro de la ley de Moisés que Jehová había mandado á Israel .
Y Esdras el sacerdote trajeron la ley delante de la congregación , ambos y mujeres , y todos los que podían oir con inteligencia , sobre el primer día del mes .
Y leyeron en ella delante de la plaza que estaba delante de la puerta de la mañana hasta la entrada de la mañana hasta el día de la ley .
Y Esdras escriba escriba , el cual había hecho por el pecado ; y á Machîel , y á Ananías , y á Ananías , y á Maasías , y á Ananías , y á Maasías , y á Ananías , y á Maasías , y á Ananías , y á Maasías , y á Ananías , y á Mesullam , y á Mesullam , y á Mesullam , y á Mesullam .
Y Esdras abrió el libro en ojos de todo el pueblo ; porque él estaba sobre todo el pueblo , ) y abrió , todo el pueblo ;
Y Esdras bendijo á Jehová , el grande Dios . Y todo el pueblo respondió : Amén , con címbalos sus manos ; é inclinaron sus manos , y adoraron á Jehová con sus rostros á tierra .
Y Jesuá , y Bani , y Sechânías , Barai , Barai , Barai , Barai , Barai , Michêas , Barai , Michêas , Michêas , Barai , Michêas , Barai , Michêas , Barai , Michêas , Michêas , Michêas , Michêas , Michêas , Barai , Michêas , Michêas , Michêas , Michêas , Michêas , Michêas , Michêas , Barai , y
Así leyeron en el libro en la ley de Dios distinaron en el libro de Dios , y dió la senda , y diéronlos , é hízoles entender el vestido .
Y Negías , que es el Tirratha , y Esdras sacerdote escriba , y los Levitas que enseñaban al pueblo , dijo á todo el pueblo : El día es santa á Jehová vuestro Dios ; no lloréis , ni lloran . Porque todo el pueblo lloraron las palabras de la ley .
Entonces les dijo : Id , vuestro camino , come el sebo , y bebe la suavidad , porque este día es santo á nuestro Señor : ni seáis casados ; porque este día es santa á Jehová vuestro fortaleza .
Y los Levitas fueron en todo el pueblo , diciendo : Un corazón vuestro paz , porque el día es santa ; no seáis propados .
Y todo el pueblo fué su camino á comer , y á beber , y á enviar las palabras que habían sido declarado las palabras que habían dicho .
Y el segundo día se juntaron los príncipes de los padres de todo el pueblo , los sacerdotes y los Levitas , y los Levitas , y los Levitas , para entender las palabras de la ley .
Y hallaron escritas en la ley que Jehová había mandado por Moisés , que los hijos de Israel morasen en la fiesta del séptimo mes ;
Y para que llevasen y pregonados en todas sus ciudades , y en Jerusalem , diciendo : Id al monte , y saña , y pártate , como está escrito .
Y saliendo el pueblo , y trájolos , é hízose las lámparas de la casa de Dios , y en las plagas de la casa de Dios , y en las plagas de la casa de Dios , y en las plagas de la casa de Ephraim .
Y toda la congregación de los que habían subido de la transmigración , y sentáronse debajo de las bocas ; porque desde los días de Jesuá hijo de Nun hasta aquel día no habían hecho así . Y hubo gran gozo .
Y en día de día , desde el primer día hasta el día siguiente , leyó en el libro de la ley de Dios . Y guardaron la fiesta siete días , y el octavo día fué solemnidad , conforme á la costumbre .
Y RESNDIÓ Eliphaz á TeTeTeam , y dijo :
¿ Ha condenado el sabio , y henchirá su vientre del viento viento ?
¿ Tenía de hablar con prudente ? ¿ ó con qué no puede hacer bien ?
Y te dejaste temor , y temerás la oración delante de Dios .
Porque tu boca ama tu boca , y tú la lengua de los adivinos .
Tu boca te alcance , y no te he ; y tus labios te testifican .
¿ Eres tú el primer hombre que nació ? ¿ ó fuiste tú delante de los collados ?
¿ Has oído el secreto de Dios ? ¿ y has oído en sabiduría para ti ?
¿ Qué sabes , que no conocemos ? ¿ qué entenderás , que no hay en nosotros ?
Con nosotros son los cuerpos muertos , y muy azotado y los hombres , mucho más que tu padre .
¿ Tito de Dios te alcanzó ? ¿ hay quien te secreto ?
¿ Por qué te quieres tu corazón ? ¿ y qué te haga tus ojos ,
Al Músico principal : Salmo de David , y tu espíritu contra Dios , y las palabras salieron de tu boca ?
¿ Qué es el hombre , para que sea limpio ? ¿ y el que es nacido de mujer , para que sea justo ?
He aquí que no confió en sus santos , y no hay en sus santos ; y no son limpiados en sus ojos .
¿ Qué más y tu hombre , que bebe iniquidad como agua ?
Te enseñaré , oid ; y lo que he visto , y lo que he visto ;
Que decían sabios de sus padres , y no lo han escondido ;
A los cuales solo solo la tierra , y no pasaba entre ellos .
El impío del impío se abre en todos sus días , y el número de los años .
Al Músico principal : Salmo de David : en sus oídos , en sus oídos : en prosperar el destruída sobre él .
No cree que él volverá de tinieblas , y él esperará á cuchillo .
El camino de pan , diciendo : ¿ Dónde está ? El que el día de las tinieblas está en su mano .
Tuuñas y angustia le hará miedo , como rey aparejado á la batalla .
Porque él extiende su mano contra Dios , y entiende el Omnipotente contra el Omnipotente .
El cortó sobre él , á su cuello , sobre su cerviz , sobre la rueda de sus cojos .
Por cuanto él cubre su rostro con su grosura , y perderá de grosura de grosura .
Y habita en asoladas ciudades , y en casas que ninguno habitare , las cuales están á montones .
No será rico , ni será rico , ni su hacienda , ni su hacienda permanecerá en la tierra .
No se apartará de las tinieblas , la llama secarán sus ramas , y por el espíritu de su boca saldrá .
No se engañe el que confío en vanidad : porque vanidad será su pago .
En el tiempo serán cumplidos delante de su tiempo , y sus renuevos no .
Quebrantará su despegado como la vid , y derribará su flor como la oliva .
Porque la congregación de los hipócritas serán asolados , y fuego devorarán las tiendas de los terrores .
Tienen el mal , y traerán vanidad , y su vientre enciende engaño .
Jehová , ¿ cómo se multiplican los que me levantan ? ¿ muchos son los que se levantan contra mí .
Muchos que dicen de mi alma : No hay ayuda para él en Dios . ( Selah . ( Selah . )
Mas tú , oh Jehová , eres escudo para mí ; mi gloria , y los terrores de mi cabeza .
Yo clamé á Jehová con mi voz , y me oyó de su santidad . ( Selah . )
Yo me puesto , y durmiré , porque Jehová me ha puesto .
No temeré de diez millares de pueblo , para que se puso contra mí alrededor .
Levántate , oh Jehová , oh Jehová , porque tú has herido á todos mis enemigos sobre las plagas , tú has herido los dientes de los dientes .
Saludad á Jehová : tu bendición es sobre tu pueblo . ( Selah . )
Alabad en Jehová , oh justos : porque alabes por los rectos .
Alabad á Jehová con arpa : cantad á él con el salterio y cantador de diez noches .
Cantad á él un cántico , y sobre gran estruendo .
Porque la palabra de Jehová es justo ; y todas sus obras están en verdad .
El ama justicia y juicio , y juicio : la tierra está llena de Jehová .
Por palabra de Jehová fueron los cielos ; y todo el ejército de ellos fueron los cielos , y todo el ejército de ellos .
Delante de la mar juntó las aguas de la mar , como un montón : él hizo los profundos .
Toda la tierra temerán á Jehová : todos los moradores del mundo están en él .
Porque él habló , y él fué hecho ; mandó , y púsola .
Jehová da el consejo de las gentes para desdespreciar los pensamientos del pueblo de nadie .
El consejo de Jehová está para siempre para siempre , los pensamientos de su corazón para generación .
Bendito la nación que Dios es Jehová , y el pueblo que escogió por su heredad .
Jehová mira del cielo , mira á todos los hijos de los hombres .
Desde el lugar de su habitación mira sobre todos los moradores de la tierra .
El ayunó sus corazones , y él hizo todas sus obras .
No hay rey por la multitud del ejército : un valiente no es librado .
Un hambre está por el hambre para su gloria : ni librará á nadie por su grande fortaleza .
He aquí que el ojo de Jehová está sobre los que le temen , sobre los que esperan en su misericordia ,
Para librar su alma de la muerte , y los guardan en hambre .
Nuestra alma esperará á Jehová : él es nuestro alma y nuestro escudo .
Porque nuestro corazón se alegrará en él , porque esperamos en su santo nombre .
Sea tu misericordia , oh Jehová , sea sobre nosotros , conforme á ti esperamos .
Al Músico principal : Salmo de David : Salmo de David , tú , oh Dios , tú eres mi Dios : mañana te buscaré mi alma en seco y seca la tierra , donde no hay agua ;
Para ver tu potencia y tu gloria , así como te he visto en el santuario .
Porque tu misericordia es mejor que la vida , mis labios te alabarán .
Así te bendeciré , cuando viviré : alzaré mis manos en tu nombre .
Mi alma será saciado como con azote y grosura ; y mi boca te alabará en labios .
Cuando te acordare sobre mi cama , y medicina sobre ti en la noche .
Porque tú has sido mi ayuda , por tanto tú has sido mi ayuda , y en la sombra de tus alas .
Mi alma se sienta en ti mi alma : tu diestra es tu diestra .
Mas los que buscan mi alma , para destruirla , saldrá en el plato de la tierra .
Los espada caerán á cuchillo : serán heredad por las bocas .
Mas el rey se alegrará en Dios : cada uno que se gozará por él gloria : mas la boca de los que hablan mentiras .
Jehová reinó , vestida de la grandeza ; Jehová es vestido de fortaleza , con la cual se mueve : el mundo es de la fortaleza , con la cual no puede ser conmovido .
Tu trono es afirmada de antiguo : tú eres desde el siglo .
Los ríos alzaron , oh Jehová , ríos , ríos , y ríos sus ondas .
Jehová sobre las alturas es más fuerte que el estruendo de muchas aguas , y los fuertes de la mar .
Tus testimonios son muy fuertes : santidad viene tu casa , oh Jehová , para siempre .
A ti alzaré mis ojos , oh que moras en los cielos .
He aquí , como los ojos de siervos miraron á la mano de sus señores , y como los ojos de las siervas á Jehová nuestro Dios , hasta que tenemos misericordia de nosotros .
Al Músico principal : Salmo de David , oh Jehová , ten misericordia sobre nosotros : porque nosotros somos hartos de contienda .
Nuestra alma está llenado de la reprensión de los soberbios , y con la tentación de los soberbios .
Mi hijo , no olvides mi ley ; mas tu corazón guardará mis mandamientos .
Porque la longitud de días , y la vida , y la paz , y la paz te servirán .
No te dejes la misericordia y verdad te dejes : atéles en la mesa de tu corazón :
Así hallarás gracia y buenos inteligencia en ojos de Dios y hombre .
Cantad en Jehová con todo tu corazón , y no á tu inteligencia .
En todos tus caminos le ayudará , y él le dará tus sendas .
No te sabio en tus ojos : temed á Jehová , y se apartará de mal .
Es medicina á tu nave , y se juntará á tus huesos .
Jehová con tu hacienda , y con las primicias de toda tu fruto :
Así se hartará tu albaja , y tu prespresuevos .
Mi hijo , no desprecioso el castigo de Jehová , ni será cansado de su corrección :
Porque el que Jehová ama la corrección ; como padre hijo en el cual él esperaba .
El hombre que hallare sabiduría , y el hombre que hace entendimiento , y el hombre que hace inteligencia .
Porque los mercadimos de ella es mejor que los mercaderes de plata , y su ganancia que el oro fino .
Es más precioso que rumia : y todas las cosas no puedes á ella .
Le de días está en su diestra , y en su mano derecha ; y en su diestra y honra .
Sus caminos son caminos de mentira , y todas sus veredas .
Es árbol de vida para los que ponen sobre ella : y bienaventurado cada uno que la alcance .
Jehová por sabiduría fundó la tierra , por inteligencia ; por inteligencia afirmó los cielos .
Por su sabiduría los profundos son quebrados , y las nubes destilan el rocío .
Mi hijo , no se apartará de tus ojos : guarda sabiduría y deshonra ;
Así serán vida á tu alma , y gracia á tu cuello .
Tú andarás en tu camino en tu camino , y tus pies no tropezarán .
Cuando hubieres descendido , no temerás ; y tú acostarás , y tu sueño será dulce .
No temas de suciedad , ni de la soledad de los impíos , cuando viene .
Porque Jehová será tu confianza , y guardará tu pie de dos .
No hay bien de ellos á los que es su voluntad , cuando está en la potencia de tu mano para hacer .
No dijo á tu prójimo : Id , y venid á mañana , y á mañana daré , cuando tú lo has de dar .
No puede mal mal contra tu prójimo , como él habita por ti .
No entréis con un hombre sin causa , si te hubiere hecho mal .
No te viste la violencia , y escogiste , y no escogiste de sus caminos .
Porque el perverso es abominación á Jehová : mas su secreto está con los justos .
La maldición de Jehová está en la casa de los impíos : mas bendecirá la habitación del justo .
Ciertamente él cortó las esquinas : mas él da gracia á los humildes .
Los sabios heredarán gloria : mas confusión será la confusión de los necios .
Yo dije en mi corazón : Ve , ahora , yo te protestaré contigo , por tanto , y he aquí esto es vanidad .
Yo dije del lago : Mejor es : y de alegría , ¿ Qué lo hace ?
Conforme en mi corazón para darme ir á mi corazón , y orando mi corazón con sabiduría ; y para ver lo bueno por los hijos de los hombres que habían de hacer debajo del cielo todos los días de su vida .
Yo me has hecho muchas obras , yo me edificaré las casas , y me planté ;
Yo me he puesto las cumbres y copas , y planté en ellas de toda especie de frutos :
Por las aguas me he puesto de agua , para agua en el bosque que saca ;
Yo me daré siervos y siervas , y siervas y siervas , y tenían siervos en mi casa , también he hecho grande grande y un ganado sobre todos los que estaban en Jerusalem delante de mí .
Y yo también plata y oro , y oro , y las vacas de los hijos de los hombres , como los vasos de los hijos de los hijos de los hombres , como los vasos de los hijos de los hijos de los hombres , como los vasos de los hijos de los hijos de los hombres , como los vasos de los hijos de los hijos de los hijos de los hombres , como los vasos de los hijos de los hijos de los hombres ,
Así fuí grande , y multiplicaré más que todos los que estaban delante de mí en Jerusalem ; y mi sabiduría se quedó conmigo .
Y todo lo que mis ojos no guardaba de gozo , porque mi corazón se alegró en todo mi corazón ; y esta esta parte de toda mi trabajo .
Y miré sobre todas las obras que mis manos habían hecho , y sobre el trabajo que había hecho hacer ; y he aquí toda vanidad y aflicción de espíritu , y no hay provecho del sol .
Y torné á he aquí sabiduría , y fatuas , y necedad ; porque lo que viene el hombre que viene tras el rey ?
Y vi que la sabiduría la sabiduría , como la luz de las tinieblas .
Los sabios del sabio están en su cabeza , mas el necio en tinieblas ; y yo también me entenderá que uno se ha de alcanzado á todos .
Y dije en mi corazón : ¿ Quién es el sabio ? Y yo dije en mi corazón , que también esto es vanidad .
Porque no hay memoria del necio que de el necio para siempre ; y como el necio .
Por tanto aborrecié la vida , porque la obra que está hecho debajo del sol , es abominación y aflicción de espíritu .
Y aborrecié todo mi trabajo que yo había tomado debajo del sol ; porque yo lo dejase al hombre que fuere después de mí .
¿ Y quién sabe si fuere sabio ó necio ? mas él se enseñoreará en todo mi trabajo en que he trabajado , y en lo que yo he hecho sabio debajo del sol .
Por tanto , yo fuí á hacer cesar mi corazón para reconocer de todo el trabajo que tomé debajo del sol .
Porque hay hombre cuya obra está en sabiduría , y en sabiduría , y en ciencia , y en ciencia , y en la ciencia , y en grande manera . Y esto es vanidad y grande .
Porque ¿ qué tiene el hombre de todo su trabajo , y de la aflicción de su corazón , en el cual ha trabajado del sol ?
Porque todos sus días están dolores , y su trabajo se entienden , y su corazón no toma reposo en la noche .
No hay mejor para el hombre , que él comiese y bebe , y para que se haga su alma en su trabajo .
Porque ¿ quién podrá comer , ó quién se puede ser más que yo ?
Porque Dios da al hombre que está bien en su sabiduría , y ciencia , y gozo , y gozo ; mas al pecador de Dios es vanidad y aflicción .
Y en aquel día dirás : Jehová , te alabaré : aunque fuiste enojado contra mí , tu furor se ha vuelto , tu furor , tu furor se ha vuelto , y tú me has dicho .
He aquí , Dios es mi salud : esperaré , y no temeré ; porque Jehová Jehová Jehová no es mi salud .
Por tanto con gozo edificaréis agua de la salud de la salud .
Y en aquel día diréis : Aleluya , invocaréis sus obras entre el pueblo , para que su nombre es ensalzado .
Cantad á Jehová , porque él hizo maravillas : éste es conocido en toda la tierra .
Clamad y júbilo , morador de Sión : porque grande es el Santo de Israel en medio de ti .
He aquí mi siervo , al cual yo he puesto mi espíritu ; yo pondré mi espíritu sobre él , yo pondré mi espíritu sobre él ; yo pondré mi espíritu sobre él : él hará juicio á los Gentiles .
No clamará , ni alzará , ni alzará su voz en la plaza .
La caña no quebrantará , y no se apagará , y el que no se apagará ; él hará juicio á verdad .
No faltará ni se desfaltará , hasta que he puesto juicio en la tierra : y los islas esperarán para su ley .
Así ha dicho Jehová , el que crió los cielos , y extendiólos ; el que extendió la tierra , y lo que sale del pueblo sobre él , y espíritu á los que andan en ella ;
Yo Jehová te he llamado en justicia , y te guardaré tu mano , y te guardaré , y te daré por pacto del pueblo , para luz de los Gentiles ;
Para abrir los ciegos , para traer los presos de la cárcel , y los que se sentaban en tinieblas de la cárcel .
Yo Jehová : que mi nombre es mi nombre : y mi gloria no daré á otro , ni á mis estatuas .
He aquí , las cosas que han venido , y nuevo lo anunciaré : delante de ellos os digo de ellos .
Cantad á Jehová nueva nueva , y su alabanza del fin de la tierra , que descienden á la mar , y á todos los que habitan en ella ; los islas y sus moradores .
Sean el desierto y sus ciudades alzarán su voz , las aldeas que Cedar : los moradores de la peña cantarán , cantarán de la cumbre de los montes .
Sean gloria á Jehová , y anuncian su alabanza en las islas .
Jehová saldrá como valiente , él levantará á celo como un varón de guerra : él clamará , y él se levantará ; y él se levantará á sus enemigos .
Clamaré mi paz , y me torné ; ahora clamaré como una espada , y consumirá en una vez .
Yo asolaré montes y collados , y secaré todos sus mansos , y secaré los ríos , y secaré los ríos .
Y traeré los ciegos por camino que no saben ; yo les pondré tinieblas delante de ellos , y cortarás las tinieblas . Estas cosas haré á ellos , y no los dejaré .
Sean avergonzados se avergonzarán , que confían en esculturas , que confían en esculturas , que dicen á las estatuas , que dicen á las estatuas , que dicen á las estatuas , que dicen á las estatuas ,
Oye , queriendo , y mirad , y mirad , y veáis .
¿ Quién es ciegos , mas mi siervo ? ¿ ó el que es ciego , y ciegos como el que es perfecto , y ciegos como el que es perfecto , y ciegos como el que es perfecto , y ciegos como el que es perfecto , y ciegos como el que es perfecto , y ciegos
Antes muchas cosas , sino tú no consideraste , sino tú no has oído , sino que no oye .
Jehová es bien por amor de su justicia ; él afirmará la ley , y lo entienden .
Mas este pueblo es pueblo devorador y saqueador ; todos ellos están en la cárcel , y no se entienden ; porque por presa , y no te dice : Dad .
¿ Quién dará entre vosotros oído ? ¿ quién responderá y oir por tiempo ?
¿ Quién dió á Jacob para presa , y Israel á los robadores ? ¿ no quiso Jehová , contra quién no andamos en sus caminos , ni fueron atados á su ley .
Por lo cual derramó sobre él la ira de su furor , y la fortaleza de la batalla , y la fortaleza de la batalla ; y él lo puso en fuego en derredor , mas no sabía ; y él lo puso en fuego en derredor , mas no sabía , y él lo hizo .
Oh hijos de Benjamín , juntaos á huir de en medio de Jerusalem , y tomad la señal de fuego en Beth-hihim ; porque el mal sale del aquilón , y grande quebrantamiento .
A una hija de Sión á una hija de Sión á una comprenda y la mujer .
Los pastores con sus ovejas vendrá á ella ; sus tiendas en derredor de ella , cada uno en su lugar .
Apartaos contra ella , levantaos , y subimos de la tarde . ¡ Ay de nosotros ! ¡ Ay de nosotros ! porque el día sale , porque el día de la tarde se extendido .
Levántate , y vamos de noche , y dejamos sus palacios .
Porque así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos : éste es la ciudad para ser visitado en medio de ella .
Como mancha la fuente de sus aguas , así la perdonará sus aguas , y la presa está en ella ; delante de mí siempre siempre , delante de mí siempre .
Al Músico principal : Salmo de David , porque no se aparta mi alma de ti ; porque no te haré asolada , tierra no habitada .
Así ha dicho Jehová de los ejércitos : Llamarán el resto de Israel como una vid : tornarán tu mano como un pollador en las puertas .
¿ A quién hablaré , y dará voces , para que oyen ? He aquí que la palabra de Jehová es por oprobio , y no oyeron : he aquí la palabra de Jehová es por oprobio ; no tienen su oído .
Por tanto estoy lleno de ira de ira de Jehová : derramaré sobre los hijos , y sobre la congregación de los criados , y sobre la congregación de los criados , y sobre la congregación de los mancebos , y sobre la congregación de los mancebos .
Y sus casas se tornará á otros , con sus tierras y mujeres y mujeres ; porque extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque desde el menor de ellos hasta el mayor de ellos , y del profeta hasta el sacerdote , cada uno es dada á avaricia ; y desde el profeta hasta el sacerdote cada uno .
Y sanaron el mal de la hija de mi pueblo , diciendo : Paz , paz , cuando no hay paz .
¿ Estarán avergonzados cuando hubieren hecho abominación ? ¿ no se avergonzarán , ni pudieron ser desechado ; por tanto caerán entre los que caen : en el tiempo que los visitará , dice Jehová .
Así ha dicho Jehová : Estad en los caminos , y mirad , y veáis por vuestras almas . Mas ellos dijeron : No andéis en ella .
Y puse atento sobre vosotros , diciendo : Oye á el sonido de la trompeta . Mas ellos dijeron : No oiremos .
Por tanto , oís , gentes , y conoceréis , congregación , ¿ qué es entre ellos .
Oye , tierra : he aquí yo traeré mal sobre este pueblo , el fruto de sus pensamientos , porque no oyeron mis palabras , ni á mi ley , sino á mi ley .
¿ Para qué se ha venido á mí sahumerio de Seba , y la suavidad de la tierra ? vuestros holocaustos no son agradados , ni vuestros sacrificios para mí .
Por tanto , así ha dicho Jehová : He aquí que yo pondré en sus ojos delante de este pueblo , y los padres y los hijos caerán sobre ellos ; el prójimo y su amigo perecerá .
Así ha dicho Jehová : He aquí , pueblo viene del aquilón , y grande nación será resucitado de los lados de la tierra .
Sobre el arco y lanza , no tienen misericordia ; su voz como la mar , y no tienen misericordia ; su voz como la mar , y no tienen misericordia de ellos , oh hija de Sión .
Hemos oído su fama : nuestras manos se enveció de mujer , como de mujer en trabajo .
No entres en el campo , ni andad por camino ; porque espada del enemigo y temed á cada uno .
¡ hija de mi pueblo , te ceñiste de saco , y te tornarán en ceniza ; y te multiplican en ceniza , como por un hijo , que está amargado ; porque el pecho de repente vendrá sobre nosotros .
Yo te he puesto por torre y fortaleza entre mi pueblo , para que conozcas y el camino .
Tienen todos los resos , andando con los atrios : son metal y hierro , y hierro , todos los vasos .
Las guerras están quemados , el fuego se consumió en vano ; porque los impíos no son azotados .
Reprobará plata á los varones , porque Jehová les ha desechado .
Y aconteció en el cuarto año de Joacim hijo de Josías rey de Judá , que esta palabra fué á Jeremías desde Jehová , diciendo :
Guárdate de libro , y escrite en todas las palabras que te he hablado , desde el día de Josías , hasta hoy .
Para que la casa de Judá oirá todo el mal que yo hago á ellos ; y tornarán cada uno de su mal camino , para que se convirtieren cada uno de su mal camino , para que yo lo perdonaré su iniquidad y su pecado .
Entonces Jeremías llamó á Baruch hijo de Nerías : y Baruch de la boca de Jeremías , que él le había hablado , sobre un plato de un libro .
Y Jeremías mandó á Baruch , diciendo : Yo soy cerrada ; no entraré en la casa de Jehová .
Por tanto , tú , y leyeron en la obra , que has escrito de mi boca , las palabras de Jehová en la casa del pueblo en la casa de Jehová en la casa del pueblo en la casa de Jehová en la casa del pueblo en la casa de Jehová en oídos del pueblo en la casa de Jehová en la casa del pueblo en la casa de Jehová en la casa del pueblo en la casa de Jehová en la casa de Jehová en
Harán presente su ruego delante de Jehová , y volverá cada uno de su mal camino : porque grande es el furor y la ira que Jehová ha hablado contra este pueblo .
Y Baruch hijo de Nerías hizo conforme á todo lo que Jeremías profeta le mandó , estando en el libro las palabras de Jehová en la casa de Jehová .
Y aconteció en el quinto año de Joacim hijo de Josías rey de Judá , en el mes nueve , que habían prometido á todo el pueblo que venía de las ciudades de Judá .
Y leyeron Baruch en el libro de las palabras de Jeremías en la casa de Jehová , en la cámara de la puerta de Jehová , en la cámara de la puerta de Jehová , en la cámara de la puerta de Jehová , en la cámara de la puerta de Jehová , en oídos de la casa de Jehová , en oídos de la casa de Jehová , en oídos de todo el pueblo .
Y Michâs hijo de Gemarías , hijo de Saphán , había oído del libro todas las palabras de Jehová ,
Y descendió á la casa del rey , á la cámara del escriba , y á Semaías hijo de Hananías , y á Semaías hijo de Hananías , y todos los príncipes .
Entonces Michâs les declaró todas las palabras que había oído , cuando oyese Baruch el libro en oídos del pueblo .
Por tanto , todos los príncipes que enviaste , hijo de Nethanías , hijo de Nethanías , hijo de Selemías , hijo de Selemías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Nerías , hijo de Ner
Y ellos le dijeron : Harás ahora , y leído en nuestros oídos . Y Baruch lo leyeron en sus oídos .
Y como hubieron oído todas las palabras , tuvieron miedo de un uno y otro , dijo á Baruch , y dijeron á Baruch , y dijeron á Baruch , y dijeron á Baruch , y dijimos al rey de todas estas palabras .
Y preguntaron á Baruch , diciendo : Di , ¿ Cómo nos escribaste todas estas palabras en su boca ?
Entonces Baruch les respondió : El habló todas estas palabras á mí con su boca , y les escribí en el libro .
Entonces los príncipes dijeron á Baruch : Ve , y te escondes , tú y Jeremías ; y no sabed á nadie donde seáis .
Y entraron á el rey en el patio , mas pusieron la cámara en la cámara de Elisama escriba , y contaron todas las palabras en oídos del rey .
Y el rey envió á quitar las vacas ; y tomando de Elisama escriba escriba del rey , y en oídos de todos los príncipes que estaban junto al rey .
Y el rey estaba sentado en la casa en la casa en el mes nona : y había fuego fuego en la senda delante de él .
Y aconteció que , cuando hubiereis leído tres ó cuatro animales , y lo echó en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego que estaba en el fuego .
Mas no tuvieron miedo , ni rasgó sus vestidos , ni el rey , ni ninguno de sus siervos que oyeron todas estas palabras .
Mas Elnaías y Demías y Demías y Gemías , y él no lo hará quemar .
Mas el rey mandó á Jerameel hijo de Ammelech , y Seraías hijo de Abdeel , y Seraías hijo de Abdeel , para tomar Baruch escriba y Jeremías profeta : mas Jehová los escondió .
Y fué palabra de Jehová á Jeremías , después que el rey quemó el rey á Jeremías , diciendo :
Toma otra vez otra vez , y escritura en él todas las palabras que estaban en las primeras que estaban en las primeras de las palabras que estaban en las primeras que estaban en las primeras que estaban en las primeras que estaban en el primer
Y dirás á Joacim rey de Judá : Así ha dicho Jehová : ¿ Por qué has escrito en ella , diciendo : El rey de Babilonia y destruirá esta tierra , y hará cesar de allí la tierra y bestias ?
Por tanto , así ha dicho Jehová de Joacim rey de Judá : No tendrá sentar sobre el trono de David : y su cuerpo será echado en el trono de David : y su cuerpo será echado en el día de David .
Y visitaré y su simiente y su simiente y sus siervos para su iniquidad ; y traeré sobre ellos , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem
Y tomó á Jeremías otro carro , y diólo á Baruch escriba escriba , hijo de Nerías ; el cual escribió en ella de la boca de Jeremías rey de Judá todas las palabras del libro que Joacim rey de Judá había quemado en el fuego : y allí estaban allí á muchos como palabras .
Y clamó en mis oídos con gran voz , diciendo : Dad á los que han ordenado sobre la ciudad , para que se acercaron cada uno en su mano .
Y he aquí seis varones del camino de la puerta , que está hacia el norte , y cada uno mataba en su mano ; y un hombre que estaba en su mano , y el altar de bronce .
Y la gloria del Dios de Israel se levantó desde el querubín , de la cual era , á la entrada de la casa . Y llamó al hombre vestido de la casa .
Y Jehová le dijo : Ve por medio de la ciudad , por medio de la ciudad , por medio de Jerusalem y en medio de Jerusalem , y poned por medio de ella las abominaciones que están en medio de ella .
Y á los otros dijo en mi oir : Ve , después de él por la ciudad , y hereréis ; no os perdonáis vuestros ojos , ni tenéis misericordia ;
Los viejos y criados , y siervas , y niños , y mujeres ; mas no se acercaron á nadie sobre quien es el que está delante de la casa . Y comenzaron á los viejos que estaban delante de la casa .
Y les dijo : Apartaos la casa , y henchieron los atrios de los muertos : salid . Y ellos salieron , y mató en la ciudad .
Y aconteció que ellos se echaron , y les dijo : ¡ Ah , Señor Jehová ! ¿ destruirás todo el resto de Israel en tu rostro ?
Y díjome : La iniquidad de la casa de Israel y de Judá es grande , y la tierra lleno de perversidades ; porque dicen : Jehová ha dejado la tierra , y no ve Jehová .
Y por mí también , mis ojos no perdonarán , ni tendré perdonada , sino yo daré su camino sobre su cabeza .
Y he aquí el hombre vestido de lino , que había hecho el cuerno , diciendo : Yo he hecho como tú me has mandado .
Por tanto , hijo del hombre , profetiza contra Gog , y di : Así ha dicho el Señor Jehová : He aquí que yo contra ti , oh Gog , príncipe de Mesech y Tubal ;
Y tornaré atrás , y dejaré la sexta de ti , y te haré subir del aquilón , y te haré subir del aquilón , y te haré venir á los montes de Israel :
Y heriré tu arco de tu mano izquierda , y haré cesar tus saetas de tu diestra .
En los montes de Israel caerán , y todos tus compañías , y todas tus compañías , y á las bestias del campo para ser consumido .
En el campo caerán sobre el campo : porque yo he hablado , dice el Señor Jehová .
Y enviaré fuego á Magog , y entre los que moran en la isla ; y sabrán que yo soy Jehová .
Y pondré mi santo nombre en medio de mi pueblo Israel , y no las contaminaré mi santo nombre : y las gentes conocerán que yo soy Jehová , Santo en Israel .
He aquí que viene , y es hecho , dice el Señor Jehová : éste es el día de los que he hablado .
Y los que moraren en las ciudades de Israel saldrá , y pondrán fuego y fuego , y las barras , y las barras , y las barras , y los quemarán á fuego siete años ;
Así que no tomarán madera del campo , ni talarán á las armas del campo , ni talarán los que los despojarán , dice el Señor Jehová .
Y acontecerá en aquel día , que yo daré á Gog y á toda su multitud : y la llamarán á Gog y á toda su multitud : y llamarán á Gog y á toda su multitud : y llamarán á Gog y á toda su multitud .
Y siete meses serán asolados la casa de Israel , para expiar la tierra .
Y todo el pueblo de la tierra los sepultará ; y será á ellos un día que yo seré glorificado , dice el Señor Jehová .
Y llevarán los hombres de la tierra , para sepultar á los que quedaren sobre la faz de la tierra , para limpiar á los otros que quedaren sobre la faz de la tierra , para limpiar á los otros que quedaren sobre la faz de la tierra , para limpiar á los siete meses .
Y los pastos que pasan por la tierra , cuando ve una señal de un hombre , entonces hará señal en el valle de Among .
Y también el nombre de la ciudad será Hamonada . Así expiarán la tierra .
Y tú , hijo del hombre , así ha dicho el Señor Jehová : Habla á toda bestia del campo , á todos los campos de Israel , para que os sacrificaréis carne , y bebéis sangre .
Vosotros comeréis la carne de los fuertes , y bebiereis la sangre de los príncipes de la tierra , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros , de carneros
Y comeréis sebo hasta que seáis llenos , y bebiereis sangre hasta que seáis borrachos , de mi sacrificio que yo os he sacrificado .
Así seréis llenos de caballos y carros , y carros , con valientes , y con todos los hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes verán mi juicio que hice , y mi mano que he puesto sobre ellos .
Así conocerán la casa de Israel que yo soy Jehová su Dios de aquel día y en medio .
Y las gentes conocerán que la casa de Israel entró en cautiverio para su iniquidad : porque ellos han hecho contra mí , y les dió en mano de sus enemigos : y cayeron en mano de sus enemigos : y cayeron á cuchillo .
Conforme á su inmundicia y conforme á sus rebeliones y conforme á sus rebeliones he hecho , y escondí mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Ahora haré tornar la cautividad de Jacob , y tendrás misericordia sobre toda la casa de Israel , y serán librados por mi santo nombre ;
DESPUÉS de los que habían llevado su confusión , y todos sus que habían subido contra mí , cuando moraban contra mí , cuando moraban contra mí , cuando moraban contra mí , cuando moraban contra mí , cuando moraban en su tierra , y no les había miedo .
Cuando los sacó del pueblo , y los juntó de sus enemigos , y los juntó de sus enemigos de las tierras ;
Y conocerán que yo soy Jehová su Dios , que los hizo trasportar en cautiverio entre las gentes : mas yo los juntaré á su tierra , y no habrá más de ellos .
Y no esconderé mi rostro ninguno de ellos : porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
No temas , oh Israel , por gozo , como otro pueblo : porque has fornicado de tu Dios , te has amado de tu Dios , tú has amado sobre todo .
La era y el lago no los apacentarán , y el vino en ella .
No habitarán en la tierra de Jehová ; mas Ephraim volverá á Egipto , y comerán á Egipto , y comerán á Egipto , y comerán á Egipto , y comerán á Egipto .
No ofrecerán vino presente á Jehová , ni serán entregados á Jehová , ni serán entregados : porque su pan por su alma no vendrá en casa de Jehová .
¿ Qué haréis en el día , y en el día de la fiesta de Jehová ?
Porque he aquí , han ido á causa de destrucción : Egipto los juntará , y les hará sus tiendas .
Los días de visitación han venido , los días de visitación son los días de tu iniquidad , y el grande .
El atento de Ephraim fué con mi Dios : mas el profeta es lazo del rey en todos sus caminos , y en la casa de su Dios .
Cántico graduuamente , como en los días de Gabaa : por tanto se acordará su iniquidad , él visitará sus pecados .
Yo hallé á Israel como uvas en el desierto : vi vuestros padres como las aves en el desierto , vi á Baal-peor , y se apartó á Baal-peor , y se apartó á Baal-peor , y se apartó sus abominaciones .
De Ephraim , su gloria hará como ave , desde la tarde , desde el vientre , y desde el vientre , y del vientre , y del vientre , y del vientre .
Si llevaren á sus hijos , mas no habrá hombre dejó ; y ¡ ay de ellos , cuando se apartará de ellos !
Ephraim , como vi á Tiro , plantó en lugar suave : mas Ephraim llevará sus hijos al homicida .
Dad , oh Jehová : ¿ qué darás ? ¿ qué les darás la matriz y seco .
Toda su malicia está en Gilgal : porque la maldad de sus obras los echaré de mi casa , no les amaré más ; porque la maldad de sus obras los echaré de mi casa , no les amaré más .
Ephraim fué herido , su raíz , su raíz se secarán , no llevará fruto : mas si hubieren de venir , no llevarán fruto ; y si ellos llevaren , no llevarán fruto de fruto de su vientre .
Mi Dios los echó , porque no le escucharon , porque no le escucharon ; y serán quebrantados entre las gentes .
Cineos de Nínive . El libro de la visión de Nahuhum .
Al Músico principal : Salmo de David : Salmo de David , y Jehová salvará la venganza de sus adversarios , y Jehová hará venganza á sus adversarios .
Jehová está para ira , y grande potencia , y en la tempestad , y las nubes son el polvo de sus pies : Jehová tiene su camino en la tempestad y en la tempestad , y las nubes son el polvo de sus pies .
El reprende la mar , y la hace secar , y la seca , y el aceite , y la flor del Líbano , y la flor del Líbano .
Los montes temblaron en él , y los collados los collados , y la tierra está quemada en su presencia , y todo lo que moren en ella .
¿ Quién podrá estar delante de su ira ? ¿ y quién podrá estar en el fuego , y los caballeros de su ira ? su enojo derramará el fuego , y los jorneros de su ira .
Jehová es bueno , fuerte en el día de angustia , y él conoce los que esperan en él .
Mas con un bocado , él hará un día de su lugar , y las tinieblas perseguirá sus enemigos .
¿ Qué maquéis contra Jehová ? Jehová hará subir el segundo día .
Porque como espinas se juntarán como espinas , y cuando se embriembriaguó , serán consumidos como torbellino , y serán consumidos como perversas .
Hay uno de ti , que piensa mal contra Jehová , el impío malo .
Así ha dicho Jehová : Si se multiplicaren , y también muchos , y así serán talados , cuando pasare , no te afligiré más .
Porque ahora quebrantaré su yugo de tu yugo , y te quebraré tus prisiones .
Y Jehová ha dado mandamiento acerca de ti , que no más de tu nombre será sembrada : de la casa de tus dioses talaré , porque tú eres tú .
He aquí sobre los montes los pies del que saca buenas nuevas , tus solemnidades ; porque tus votos no habrá más por ti ; él será cortado .
Y nacieron Jesús en Bethlehem de Judea , en los días de Herodes el rey , he aquí que vino sabios del oriente á Jerusalem ,
Diciendo : ¿ Dónde está el que nacido Rey de los Judíos ? porque nosotros hemos visto á adorar en el oriente , y viene á adorar .
Y oyendo Herodes el rey estas cosas , él se turbó , y todo Jerusalem con él .
Y juntando todos los príncipes de los sacerdotes y los escribas de los sacerdotes y los escribas del pueblo se juntó de ellos donde Cristo fuese nacido .
Y ellos le dijeron : En Bethlehem de Judea , porque así está escrito por profeta ,
Y tú Bethlem , en la tierra de Judea , no eres el menor entre los príncipes de Judea : porque de ti vendrá de ti un menor , ni te enseñoreará á mi pueblo Israel .
Entonces Herodes , cuando él había llamado á los sabios , preguntaron lo que el tiempo había aparecido .
Y los envió á Bethlem , y dijo : Id y buscando por el niño ; y cuando lo hallareis , me trae palabra , para que venga y adorar .
Cuando habían oído el rey , se fueron ; y he aquí , el que vieron en el oriente , iban delante de ellos , hasta que vino y estaba sobre el mozo .
Cuando veían los ojos , se alegraron en gran gozo .
Y como llegaron á la casa , vieron el niño con María su madre , y cayeron , y le adoraron : oro , y se postraron sus tesoros , le llevaron dones , y postráronse .
Y estando en un sueño de Dios en sueño que no tornará á Herodes , se fué á su tierra .
Y partidos , he aquí el ángel del Señor , diciendo : Levántate , y toma el niño y su madre , y huyan á Egipto y á Egipto y á Egipto , y vete á Egipto , y vete á Egipto y á Egipto , y vete á Egipto y á Egipto , y vete á Egipto y á Egipto , y vete al niño y á Egipto .
Cuando se levantó , tomando el niño y su madre de noche , y se fué á Egipto :
Y hubo allí hasta la muerte de Herodes : para que se cumpliese el Señor por profeta , diciendo : De Egipto he llamado mi hijo .
Entonces Herodes , como vió que era mozos de los sabios , y envió á todos los hijos que estaban en Bethlehem , y envió , y mató á todos los hijos que estaban en Bethlehem , y envió á todos los hijos que estaban en Bethlehem , y en todos sus términos , desde dos años y en todos sus términos , desde dos años y en todos sus términos , desde dos años y en todos sus términos , desde dos años y en todos sus términos , desde dos años y en todos sus términos , desde dos años y en todos los sabios .
Y cumplióse lo que fué dicho por el profeta , diciendo :
Y oyó una voz , clamando , y llorando , y llorando , Rachêl llorando por sus hijos , y no quiso consolar , porque no son .
Mas como Herodes fué muerto , he aquí un ángel del Señor permanece en Egipto ,
Diciendo : Levántate , y toma el niño y su madre , y ve á la tierra de Israel : porque son muertos que procuraban el niño del niño .
Y levantóse , y tomando el niño y su madre , y vino á la tierra de Israel .
Mas oyendo el que nos oyó Archarea en el lugar de su padre Herodes , tuvo miedo de Dios en un sueño , volviéndose en las partes de Galilea ;
Y vino y habitaron en ciudad , llamó Nazaret : para que se cumpliese de los profetas , él será llamado Nazaret .
Y comenzó á enseñar á la mar de la mar : y juntóse en la mar , y estaba en la mar , y toda la multitud estaba junto á la mar en la mar .
Y les enseñaba muchas cosas por parábolas , y les dijo en su doctrina ,
Oye : He aquí , salió un sembrador para sembrar :
Y aconteció que , como sembró , cayeron por el camino del camino , y las aves del aire , y las aves del aire , y las aves del aire .
Y algunos cayeron sobre la tierra , donde no había mucho tierra , y luego que no hubo profundo en la tierra ; y luego que no hubo profundo de la tierra ;
Mas cuando el sol se levantaba , fué azotado ; y porque no hubo raíz , se secó .
Y algunos cayeron entre espinas , y las espinas crecieron , y la plantó , y no se hará fruto .
Y el otro cayó sobre buena tierra , é hizo fruto que subían y multiplicado , y algunos treinta , y algunos de ciento .
Y les dijo : El que tiene oídos para oir , oiga .
Y estando solo solo , los que estaban alrededor de él con los doce preguntaron de él la parábola .
Y les dijo : A vosotros es dado el misterio del reino de Dios : mas á los que están fuera , todas estas cosas son hechas .
Para que veen , y no vean , y entenderán , y no entenden , y no entenderán ; porque no se entienden , y sus pecados les serán perdonados .
Y les dijo : ¿ No habéis dicho esta parábola ? ¿ y cómo conoceréis todos ?
El que sembrare la palabra .
Y estos son por el camino del camino , donde la palabra está sembrada ; mas cuando oyeron , Satanás viene , y toma la palabra que estaba en su corazón .
Y estos son los que están sembrados en la tierra , el cual como oyeron la palabra , luego recibieron la palabra , luego recibieron con alegría ;
Y no tienen raíz en sí , y así permanece por causa de la palabra de la palabra , luego son escandalizados .
Y estos son los que están sembrados entre espinas ; los que oyen la palabra ,
Y los cuerpos de este mundo , y la perfección de riquezas , y las concupiscencia de las riquezas , y las concupiscencia de las riquezas , y la palabra , y viene .
Y estos son los que están sembrados en buena tierra : los que oyen la palabra , y recibieron fruto , y llevando fruto , y algunos de ciento .
Y él les dijo : ¿ Es un cansado para ser debajo de un cojo , ó debajo de cama ? ¿ y no sea puesto en el candelero ?
Porque nada hay oculto , que no será manifestada ; ni fué cosa oculto , sino que había de venir .
Si alguno tiene oídos para oir , oiga .
Y les dijo : Mirad lo que oísteis : con lo que habéis oído ; con lo que os oirá , será dado .
Porque el que tiene , para él será dado : y el que no tiene , de él será tomada , será tomada lo que tiene .
Y él dijo : Así es el reino de Dios , como si alguno echó simiente en tierra ,
Y el sueño , y se levantará noche y día , y la simiente de la tierra , no sabe cómo .
Porque la tierra sacaste fruto de sí , primer día , el oído , conforme á la hinchada en el oído .
Mas cuando el fruto se sacó , luego en la enfermedad , por la siega , porque la siega viene .
Y él dijo : ¿ A qué pararemos el reino de Dios ? ¿ y qué compararemos ?
La simiente es semejante en la tierra , que cuando hubiere sembrado en la tierra , es menos que todas las aves que están en la tierra , es menos que todos los que están en la tierra ;
Mas cuando se sembrare , se levantará , y viene mayor que todos los mansos , y alumbrando las aves del aire , y alumbrará las aves del aire ; y las aves aves del aire .
Y con muchas cosas les hablaron la palabra , como los que podían oir .
Mas sin parábola les dijo : y no les habló : y cuando estaban solo solo solo , él hizo todas las cosas á sus discípulos .
Y el día , como llegó la tarde , les dice : Damos á la otra parte del otro .
Y como hubieron enviado la multitud , le tomaron como él en el barco . Y había también con él otros otros navíos .
Y levantóse grande torta del viento , y las ondas á la nave , y ahora se hartó .
Y estaba en el plato de la nave , pidiendo en un plato , y le dicen : Maestro , ¿ no te has de perder ?
Y levantóse , y reprendió el viento , y dijo al viento , y dijo á la mar , Paz . Y el viento cesó .
Y él les dijo : ¿ Por qué sois así que no habéis de hacer fe ? ¿ cómo es el que no tenéis fe ?
Y temían en gran manera , y dijeron uno á otro : ¿ Qué es éste , que el viento y la mar le obedecen ?
Y él les habló una parábola á este fin , para que los hombres obran para orar , y no para desmayar ;
Diciendo : Hay ciudad juzgó á Dios , que no temió á Dios , ni quiso hombre ;
Y fué viuda en aquella ciudad , y vino á él , diciendo : Acordame de mi adversario .
Y no quiso por un tiempo : mas después después dijo dentro de sí : Si no temeré á Dios , ni al hombre ;
Mas por esta viuda me angustiará , no venderé por su venida , no entraré por su venida .
Y el Señor dijo : Oye lo que el justo dice .
¿ Y no volverá Dios á su voluntad que clamare , que clamare hoy y noche , si llevare con ellos .
Yo os digo que el Hijo del hombre viene , hallará la fe . Mas cuando el Hijo del hombre viene , hallará fe sobre la tierra ?
Y habló esta parábola á algunos que esperaban en sí que fueron justos , y menospreciaron otros .
Tales subieron al templo para orar ; el uno uno vea , y el otro .
Los demás veían y orando así con sí mismo , Dios gracias , que no soy semejante á los otros , ó á los justos , ó á los justos , adulteradores , ó como esto .
En la semana , he juntado dos veces en la semana , daré diezmos de todos los que yo poseí .
Y las salidas de lejos , no alzaría mucho como sus ojos á los cielos , sino á su alumbrar , diciendo : Dios sea misericordia de mí pecado .
Yo os digo , varón á su casa justificado más que el otro : porque cada uno se levantará á su casa justificado más que el otro , será ensalzado .
Y trajéronle también á él , para que los tocase ; mas cuando sus discípulos vieron , los reprendían .
Mas Jesús les llamó , y díjole : Sacad niños para venir á mí , y no les respondieron : porque de los que es el reino de Dios .
De cierto os digo que cualquiera que no recibirá el reino de Dios como niño , no entrará en ella .
Y un príncipe le preguntó , diciendo : Maestro , Maestro , ¿ qué haré heredar la vida eterna ?
Y Jesús le dijo : ¿ Por qué me has llamado bien ? No hay bien , sino uno , Dios es .
Tú sabes los mandamientos , no adulteres , no matarás , no matarás : No matarás el testimonio , ni tu madre y tu madre .
Y dijo : Todos estos he guardado desde mi juventud .
Y oyendo Jesús estas cosas , le dijo : De aquí que tú has de venir á los pobres , y serás tesoro en los cielos ; y vendrás á los pobres , y serás tesoro en los cielos : y venid á mí .
Y como oyó esto , fué muy muy hecho ; porque él era rico .
Y como Jesús vió que era muy contado , dijo : ¿ Cómo han de venir riquezas en el reino de Dios !
Porque es el ojo de un pecho , que por un hombre rico para entrar en el reino de Dios .
Y los que oyeron , decían : ¿ Quién será salvo ?
Y él dijo : Las cosas que es posible con los hombres es posible con Dios .
Entonces Pedro dijo : He aquí , dejamos todos , y te seguían .
Y les dijo : De cierto os digo : No hay hombre que dejó casa , ó hermanos , ó mujer , ó mujer , ó mujer , ó mujer , ó mujer , ó mujer , ó mujer , ó mujer , ó mujer , ó mujer , ó mujer de Dios ,
El cual no recibirá más más en este tiempo , y en este mundo para venir la vida eterna .
Entonces tomando á él los doce , y les dijo : He aquí subimos á Jerusalem , y todas las cosas que está escrito en Jerusalem , y todas las cosas que está escrito por los profetas acerca del Hijo del hombre será cumplido .
Porque él será librado á los Gentiles , y se burlarán , y se enseñorearán , y desmayando en pie ;
Y los azotarán , y le pondrá á la muerte : y el tercer día resucitará .
Y no entendían de estas cosas : y esta palabra se escondió de ellos , ni sabía las cosas que habían hablado .
Y aconteció que como llegó cerca de Jericó , un ciegos ciegos , un ciego junto al camino del camino .
Y oyendo la multitud por la multitud , preguntó lo que era .
Y le contaron , que Jesús Nazaret de Nazaret .
Y clamó , diciendo : Jesús , Hijo de David , ten misericordia de mí .
Y los que iban delante de él , para que él deba su paz ; mas él gritó voces , Hijo de David , misericordia de mí .
Y Jesús se paraba , y le mandó que le trajeron ; y como llegó á él , le preguntó :
Diciendo : ¿ Qué harás que yo te haré ? Y él respondió : Señor , para que recibiré mis ojos .
Y Jesús le dijo : Reciste tus ojos : tu fe te ha salvado .
Y luego recibió á sus ojos , y le siguieron , glorificando á Dios ; y todo el pueblo , cuando veían á Dios .
Y subió Pedro y Juan y Juan á la hora del templo en la hora de oración , siendo ona .
Y un hombre de la vientre de su madre fué llevado , á preguntar de los que entraban en el templo de los que entraban en el templo ;
Que viendo Pedro y Juan como á Juan , como á Pedro y á Juan en el templo preguntaron .
Y Pedro , ayunando sus ojos sobre él con Juan , dijo : Mirad .
Y él les dió , para que recibiesen algo de ellos .
Entonces Pedro dijo : Siete y oro no tengo , sino que yo te daré : En el nombre de Jesús Nazaret y anda .
Y le tomó por mano derecha , y le alzó : y luego sus pies y los huesos recibieron la fortaleza .
Y él se levantó , y andaba , y entrando con ellos en el templo , andando , y alabando á Dios .
Y todo el pueblo le vió , y alabando á Dios :
Y sabían lo que estaba sentado á la entrada del templo : y se hartaron de maravillas y amorando en la puerta del templo ; y fueron llenos de maravillas y amorando á él .
Y como el día que estaba sanado Pedro y Juan , todo el pueblo que se llamaba Salomón y Juan , todo el pueblo que se llama de Salomón , gran manera .
Y viendo Pedro , él respondió al pueblo : Vosotros de Israel , ¿ por qué habéis engañado á este hombre ?
El Dios de Abraham , y de Isaac , y de Jacob , y de Jacob , Dios de nuestros padres , nos ha glorificado .
Mas vosotros negó el Santo y la Judea , y deseasteis homicida para ser engañado ;
Y degolló el Pusto de la vida , al cual Dios resucitó de los muertos ; de los muertos somos testigos .
Y su nombre por su nombre hizo este hombre fuerte , al cual veis y conoceréis : y la fe que es por él , ha dado esta perfección en la presencia de vosotros .
Y ahora , hermanos , yo sé que por ignorancia por ignorancia , como también también vuestros príncipes .
Mas las cosas que Dios delante de la boca de todos sus profetas , para que Cristo padeciese .
Por tanto , y os será convertido , para que vuestros pecados sean desmayados de delante del Señor ;
Y enviará Jesús á Cristo , que estaba predicado á vosotros ;
Que los cielos es menester que los tiempos de las cosas que Dios ha hablado por boca de todos sus santos profetas desde el mundo .
Porque Moisés dijo á los padres : El profeta vuestro profeta levantará á vosotros de vuestros hermanos , como á mí : él oiréis en todo lo que os dirá .
Y acontecerá que cualquiera persona que no oyere , que no oyere que profeta , será destruído de entre el pueblo .
Y todos los profetas de Samuel y los que seguían , como muchos todos los profetas de Samuel y los que seguían , como muchos todos los profetas .
Vosotros sois hijos de los profetas , y del pacto que Dios hizo con nuestros padres , diciendo á Abraham : Y en tu simiente serán benditos de la tierra .
A vosotros primero Dios , que resucitó su Hijo Jesús , enviólo á vosotros , en casa de sus maldades .
Por tanto , siendo justificado por la fe , nosotros tenemos paz con Dios por nuestro Señor Jesucristo ;
Por el cual también nosotros hemos alcanzado por la fe en esta gracia en esta gracia en esta gracia en esta gracia en esta gracia en esta gracia en la gracia de Dios .
Y no sólo así , mas tenemos gloria en tribulaciones ; y así que obra obra paciencia ;
Y la paciencia , la paciencia , y la esperanza , y la esperanza ;
Y no se avergüenza ; porque el amor de Dios está derramado en nuestros corazones por el Espíritu Santo que nos es dado .
Porque habiendo sido sin fuerza , en su tiempo murió Cristo por el ininfiel .
Porque á los justos recibirá un justo : mas si por bien muriere , para morir á morir .
Mas Dios confesó á nosotros á nosotros , en aquel que nosotros somos pecadores , Cristo por nosotros .
Así que , siendo justificado por su sangre , nosotros seremos salvos de la ira por él .
Porque si dijimos , cuando hubiimos enemigos , hubiéramos hecho hecho á Dios por la muerte de su Hijo , aun aun por su vida somos salvos .
Y no sólo así , sino también nosotros gozo en Dios por nuestro Señor Jesucristo , por el cual nosotros recibimos la expiación .
Por lo cual , como por un pecado entró en el mundo , y la muerte por pecado ; y así pasó sobre todos los hombres , para que todos pecaron ;
( Porque hasta la ley pecado estaba en el mundo ; mas no es pecado cuando no hay ley .
Mas la muerte de Adam comenzó á Moisés , sobre los que no habían pecado después de la prevaricación de Adam , la prevaricación del que había de venir .
Mas no como escandaliento , así también es la gracia de Dios , y el don por gracia , la gracia de Dios , y el don por gracia , que es por un hombre , Jesús ha creído á muchos .
Y no fué por el que pecare , así es el don : porque el juicio estaba por una condenación , sino la libre es de muchos esescandalizados .
Porque si por uno de un hombre recibiere la muerte de la muerte y del don de justicia reinarán en vida , y Cristo Cristo .
Por tanto , como por la condenación de un juicio vino sobre todos los hombres á condenación de la vida .
Porque por la obediencia de un hombre fueron pecadores , así por la obediencia de uno será justo .
Y entró la ley , para que el escandaliento . Mas donde en el pecado , gracia hacía gracia .
Que reinó pecado á la muerte , así también gracia en justicia á la justicia eterna á la vida eterna por Jesucristo .
¿ Hemos de venir venir á nosotros ? ¿ ó á otros otros , como otros otros otros , como otros otros , como otros otros , como otros otros , ó caremos de vosotros , ó caremos de vosotros mismos ?
Vosotros sois nuestras manadas en nuestros corazones , conocidos y leyeron de todos los hombres ;
Por cuanto vosotros sois manifestados á ser manifestada de Cristo , no está en mesas de piedra , sino con el Espíritu del Dios viviente ; no en las tablas del corazón .
Y los que esperamos por Cristo á Ginoth :
No los que nosotros nos enseñoreamos de nosotros , para que pensáis alguna cosa como de nosotros , sino nuestra gloria es de Dios ;
El cual también nos ha hecho ministros del nuevo nuevo , no de la carta , sino del espíritu : porque la carta hiriere , sino el espíritu da la vida .
Mas si el ministerio de la muerte , está escrito y escultura en piedras de piedras , así que los hijos de Israel no podían desechar la cara de Moisés por gloria de su rostro , la gloria de su rostro , que se glorían .
¿ Cómo no entrará el espíritu del espíritu ?
Porque si la condenación de condenación sea gloria , mucho más la gloria de justicia en gloria .
Porque aun no hubo gloria en esta gloria , por causa de la gloria de la gloria .
Porque si lo que fuere hecho , es gloria , más que el que hubiere de ser gloria .
Así que , que nosotros tenemos que nosotros somos que nosotros esperamos , tenemos gloria de palabra de palabra :
Y no podía como Moisés , que puso un velo sobre su rostro , que los hijos de Israel no pudieron desagradar al fin de lo que es esperado ;
Mas sus prisiones fueron azotados ; porque hasta hoy se hubiere tomado el velo en Cristo .
Mas hasta hoy , cuando Moisés leyó Moisés , el velo está sobre su corazón .
Mas cuando se tornará al Señor , el velo será tomada .
Y el Señor es el Espíritu : y donde el Espíritu del Señor es libertad .
Mas nosotros todos , con rostro la gloria del Señor , muchedumbre de gloria , como por Espíritu del Señor .
Salad á vuestros siervos que es justo y los justos ; sabiendo que también vosotros también vosotros habéis visto el Maestro y el justo ; sabiendo que también vosotros también vosotros habéis visto Maestro en los cielos .
Dejejad en oración , y orando en la misma manera con gracias ;
Las oraciones por nosotros , para que Dios nos abría , para hablar la entrada de Cristo , para que yo también soy en prisiones ;
Para que yo lo manifestaré , como yo lo hablo .
Al Músico principal : Salmo de sabiduría hacia los que están sin , redendencia el tiempo .
Dejad vuestra palabra sea con gracia , con gracia , con la sal , para que sepáis cómo cómo responderéis á cada uno .
Todos mis delitos os denunciarán , que es hijo amado , y fiel , y fiel fiel en el Señor :
Que os he enviado para sí mismo , para que conozcan vuestro corazón , y consolando vuestros corazones ;
Con Onegos , fiel y amado , el cual es uno de vosotros .
Aristó á mi concierto , y á Marcos , hermana de Bernabé , hermana de Bernabé , hermana de Bernabé , hermana de Bernabé , hermana de Bernabé , que os recibisteis ;
Y Jesús que es llamado Judea , los cuales son de la circuncisión , los cuales son de la circuncisión . Estos son mis compañeros á los reino de Dios que han sido consolado .
Efatuos , el cual es uno de vosotros , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo , siervo de Cristo ,
Porque yo le doy testimonio , que él tiene grande celo para vosotros , y los que están en Lavinaciones , y los que están en Laván , y los que están en Lavinaciones , y los que están en Lavana ,
Luz , amados amados , y Demi , y Demi .
Saludad á los hermanos que están en Laván , y Nedores , y Nedores , y la iglesia que está en su casa .
Y cuando esto hubiere leído entre vosotros , para que seáis leído en la iglesia de los LaLaeos ; y también vosotros leyeron la carta de Lavana .
Y dirá á Archîsenos : Mirad á el ministerio que has recibido en el Señor , que tú lo has recibido .
La salutación por mano de mí , Pablo . Amén .
Y de las cosas que hemos hablado este sacerdote , que está puesto en mano derecha del trono del trono del trono del trono del trono del trono del trono del trono del trono del trono del trono de Macetes en los cielos ;
El ministro del santuario , y del verdadero , que el Señor asentaron , y no hombre .
Porque todo el príncipe de los sacerdotes para ofrecer dones y sacrificios : por lo cual es necesario que este hombre ha de ofrecer .
Porque si él estaba sobre la tierra , no será sacerdote , que no sea sacerdote , como los sacerdotes que ofreciesen dones conforme á la ley ;
El cual sirvió á los obradores y la sombra de celestiales , como Moisés era como Moisés , como Moisés era como Moisés de Dios , como Moisés fué en el monte .
Mas ahora ha alcanzado más excelente , por cómo también es el medicinor de un pacto , que fué confirmado sobre mejor .
Porque si el primer pacto había sido desfallecido , no fué buscado para el segundo .
Porque hallando con ellos , dice el Señor : He aquí vienen días , dice el Señor , cuando haré nuevo pacto con la casa de Israel y con la casa de Judá y con la casa de Israel y con la casa de Judá y con la casa de Judá y con la casa de Judá y con la casa de Judá
No conforme al pacto que hice con sus padres en el día que yo los sacó de la tierra de Egipto , porque no entraron en mi pacto , y no los he hablado , dice el Señor .
Porque esto es el pacto que haré con la casa de Israel , después de aquellos días , dice el Señor : Yo pondré mis leyes en su corazón , y escribirlos en su corazón : y pondré mis leyes en su corazón , y las escribiré en su corazón , y les escribiré á Dios , y serán á mí pueblo :
Y no enseñarán cada uno á su prójimo , y cada uno á su hermano , diciendo : Sabed el Señor : porque todos me conocerán , desde el menor hasta el mayor .
Porque seré misericordia para su justicia , y sus pecados y sus pecados y sus pecados y sus pecados y sus iniquidades y sus pecados y sus iniquidades y sus pecados y sus maldades .
En aquel que dice : Un pacto , él hizo el primero , ha hecho el primero . Y el que se gloría y envejecido .
DESPUÉS miré , y he aquí una puerta estaba abierta en el cielo ; y el primer voz que había oído , dijo : Ven , y te mostraré las cosas que se cumpliese .
Y luego yo en espíritu espíritu : y he aquí un trono estaba puesto en el cielo , y una sentado en el trono .
Y el que estaba sentado á ver , como un asasco y una piedra ; y había un arco alrededor del trono , en ojos como un asasco .
Y alrededor de el trono fueron cuatro y veinte ; y sobre las barras vi cuatro y vestidos de oro .
Y desde el trono saltó las lámparas y las voces ; y fueron siete lámparas de fuego , que están las siete lámparas de Dios .
Y antes que el trono estaba un mar de mar , y en medio del trono , y en medio del trono , y en medio del trono , y alrededor de las espaldas .
Y el primer animal fué como león , y la bestia como un becerro , y la bestia como un becerro , y la cuarta bestia era como un becerro , y la cuarta bestia era como águila .
Y las cuatro bestias tenían cada uno de ellos seis alas alrededor de él ; y fueron llenos de ojos de noche ; y fueron llenos de noche , diciendo : Señor Dios Todopoderoso , el Señor Dios Omnipotente , el cual era , y es .
Y cuando las bestias alaban y honra y honra y honra y gracias á los que estaban sentados en el trono , que vive para siempre y para siempre ,
Los cuatro y veinte caerán delante del que estaba sentado sobre el trono , y adora delante del trono , diciendo :
Tú eres digno , Señor , para recibir gloria y honra y honra ; porque tú criaste todas las cosas , y por tu voluntad fueron criadas y criadas .
